import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountResponseSchema, switchToLiveResponseSchema } from '@platform/shared/account';
import {
  cancelOrderRequestSchema,
  closeOrderRequestSchema,
  closePositionsRequestSchema,
  closePositionsResponseSchema,
  orderResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  reverseOrderRequestSchema,
  reverseOrderResponseSchema,
  updateStopsRequestSchema,
  updateTriggerRequestSchema,
} from '@platform/shared/orders';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { idempotencyKeyOf, keepSentBody } from '../../plugins/idempotency-key.ts';
import { authenticate } from '../../plugins/authenticate.ts';
import { activeAccountRef } from '../accounts/active-account.ts';
import { AppError } from '../../errors/app-error.ts';
import { failures, precompiled, refusedAs } from '../../plugins/route-schemas.ts';
import { stopsInputOf } from './stops-input.ts';
import { JsonText } from './json-text.ts';

/** A body already written as JSON goes out as is (fastify writes no string with a JSON content type). */
const sendJsonText = (reply: FastifyReply, json: JsonText) => reply.type('application/json; charset=utf-8').send(json.text);

const orderIdParams = refusedAs(
  z.object({ id: z.coerce.number().int().positive() }),
  () => new AppError('ORDER_NOT_FOUND', 404, 'Order not found.'),
);

/**
 * Orders, account and switch-to-live: thin routes over services.trading, which runs the call on
 * this instance's engine or forwards it to the instance that runs the engine. Answers kept for an
 * Idempotency-Key come back with their status as stored (JSON of the same contract).
 */
export async function tradingRoutes(fastify: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const trading = () => services.trading;
  /** Every call is for one account: the one the request names (X-Account / ?account=), else the trader's default. */
  const account = (request: FastifyRequest) => activeAccountRef(ctx, request);
  app.addHook('preValidation', authenticate(ctx));
  keepSentBody(app);

  app.post(
    '/place',
    { schema: { body: placeOrderRequestSchema, response: { 200: precompiled(placeOrderResponseSchema), ...failures } } },
    async (request, reply) => {
      const answer = await trading().place(await account(request), request.body, idempotencyKeyOf(request), request.sentBody);
      reply.code(answer.statusCode);
      // Forwarded: the engine's instance wrote it with the same typed code and JSON (no second parse and write).
      if (answer.body instanceof JsonText) return sendJsonText(reply, answer.body);
      return reply.send(answer.body as z.infer<typeof placeOrderResponseSchema>);
    },
  );

  app.get(
    '/orders',
    { schema: { querystring: ordersQuerySchema, response: { 200: ordersResponseSchema, ...failures } } },
    async (request) => {
      const { status, page, page_size } = request.query;
      const answer = await trading().listOrders(await account(request), status, { offset: (page - 1) * page_size, limit: page_size });
      return { ...answer, page, page_size };
    },
  );

  app.patch(
    '/order/:id/sl-tp',
    { schema: { params: orderIdParams, body: updateStopsRequestSchema, response: { 200: orderResponseSchema, ...failures } } },
    async (request) =>
      trading().modifyStops(await account(request), request.params.id, stopsInputOf(request.body), idempotencyKeyOf(request)),
  );

  app.patch(
    '/order/:id/trigger',
    { schema: { params: orderIdParams, body: updateTriggerRequestSchema, response: { 200: orderResponseSchema, ...failures } } },
    async (request) => {
      const { body } = request;
      const change = {
        ...(body.trigger_price === undefined ? {} : { triggerPrice: body.trigger_price }),
        ...(body.limit_price === undefined ? {} : { limitPrice: body.limit_price }),
        ...(body.expiry === undefined ? {} : { expiryAt: body.expiry === null ? null : Date.parse(body.expiry) }),
      };
      return trading().modifyTrigger(await account(request), request.params.id, change, idempotencyKeyOf(request));
    },
  );

  app.post(
    '/order/close',
    { schema: { body: closeOrderRequestSchema, response: { 200: orderResponseSchema, ...failures } } },
    async (request, reply) => {
      const answer = await trading().close(await account(request), request.body, idempotencyKeyOf(request), request.sentBody);
      return reply.code(answer.statusCode).send(answer.body as z.infer<typeof orderResponseSchema>);
    },
  );

  app.post(
    '/orders/close-all',
    { schema: { body: closePositionsRequestSchema, response: { 200: closePositionsResponseSchema, ...failures } } },
    async (request, reply) => {
      const answer = await trading().closePositions(await account(request), request.body, idempotencyKeyOf(request), request.sentBody);
      return reply.code(answer.statusCode).send(answer.body as z.infer<typeof closePositionsResponseSchema>);
    },
  );

  app.post(
    '/order/reverse',
    { schema: { body: reverseOrderRequestSchema, response: { 200: reverseOrderResponseSchema, ...failures } } },
    async (request, reply) => {
      const answer = await trading().reverse(await account(request), request.body, idempotencyKeyOf(request), request.sentBody);
      return reply.code(answer.statusCode).send(answer.body as z.infer<typeof reverseOrderResponseSchema>);
    },
  );

  app.post(
    '/order/cancel',
    { schema: { body: cancelOrderRequestSchema, response: { 200: orderResponseSchema, ...failures } } },
    async (request) => trading().cancel(await account(request), request.body.order_id, idempotencyKeyOf(request)),
  );

  app.get('/account', { schema: { response: { 200: accountResponseSchema, ...failures } } }, async (request) =>
    trading().account(await account(request)),
  );

  app.post('/user/switch-to-live', { schema: { response: { 200: switchToLiveResponseSchema, ...failures } } }, async (request) =>
    trading().switchToLive(await account(request), idempotencyKeyOf(request)),
  );
}
