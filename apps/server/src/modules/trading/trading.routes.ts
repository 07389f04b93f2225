import type { FastifyInstance, FastifyReply } from 'fastify';
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
import type { EngineHost } from '../../engine-host/engine-host.ts';
import { idempotencyKeyOf, keepSentBody } from '../../plugins/idempotency-key.ts';
import { authenticate } from '../../plugins/authenticate.ts';
import { callerAccount, resolveCallerAccount } from '../accounts/public.ts';
import { AppError } from '../../errors/app-error.ts';
import { failures, precompiled, refusedAs } from '../../plugins/route-schemas.ts';
import { stopsInputOf } from './stops-input.ts';
import { JsonText } from '../../lib/json-text.ts';
import { placeOrder } from './commands/place-order.ts';
import { closeOrder } from './commands/close-order.ts';
import { closePositions, reversePosition } from './commands/closing-tools.ts';
import { cancelOrder, modifyStops, modifyTrigger } from './commands/order-edits.ts';
import { getAccount, getOrders } from './commands/account-reads.ts';
import { switchToLive } from './commands/switch-to-live.ts';

/** A body already written as JSON goes out as is (fastify writes no string with a JSON content type). */
const sendJsonText = (reply: FastifyReply, json: JsonText) => reply.type('application/json; charset=utf-8').send(json.text);

const orderIdParams = refusedAs(
  z.object({ id: z.coerce.number().int().positive() }),
  () => new AppError('ORDER_NOT_FOUND', 404, 'Order not found.'),
);

/**
 * Orders, account and switch-to-live: thin routes over the engine host, which runs each command on
 * this instance's engine or forwards it to the instance that runs the engine. Answers kept for an
 * Idempotency-Key come back with their status as stored (JSON of the same contract).
 */
export async function tradingRoutes(fastify: FastifyInstance, { ctx, engineHost: host }: { ctx: AppContext; engineHost: EngineHost }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate(ctx));
  keepSentBody(app);
  // Every call is for one account: the one the request names (X-Account / ?account=), else the trader's default.
  app.decorateRequest('callerAccount', null);
  app.addHook('preHandler', resolveCallerAccount(ctx));

  app.post(
    '/place',
    { schema: { body: placeOrderRequestSchema, response: { 200: precompiled(placeOrderResponseSchema), ...failures } } },
    async (request, reply) => {
      // The caller's fields written out: spreading them into the input cost ~10 µs an order (profiled).
      const { accountId, userId } = callerAccount(request);
      const answer = await host.run(placeOrder, {
        accountId,
        userId,
        order: request.body,
        key: idempotencyKeyOf(request),
        raw: request.sentBody,
      });
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
      const query = { offset: (page - 1) * page_size, limit: page_size };
      const { accountId, userId } = callerAccount(request);
      const answer = await host.run(getOrders, { accountId, userId, group: status, query });
      return { ...answer, page, page_size };
    },
  );

  app.patch(
    '/order/:id/sl-tp',
    { schema: { params: orderIdParams, body: updateStopsRequestSchema, response: { 200: orderResponseSchema, ...failures } } },
    async (request) => {
      const { accountId, userId } = callerAccount(request);
      return host.run(modifyStops, {
        accountId,
        userId,
        orderId: request.params.id,
        stops: stopsInputOf(request.body),
        key: idempotencyKeyOf(request),
      });
    },
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
      const { accountId, userId } = callerAccount(request);
      return host.run(modifyTrigger, { accountId, userId, orderId: request.params.id, change, key: idempotencyKeyOf(request) });
    },
  );

  app.post(
    '/order/close',
    { schema: { body: closeOrderRequestSchema, response: { 200: orderResponseSchema, ...failures } } },
    async (request, reply) => {
      const { accountId, userId } = callerAccount(request);
      const input = { accountId, userId, close: request.body, key: idempotencyKeyOf(request), raw: request.sentBody };
      const answer = await host.run(closeOrder, input);
      return reply.code(answer.statusCode).send(answer.body as z.infer<typeof orderResponseSchema>);
    },
  );

  app.post(
    '/orders/close-all',
    { schema: { body: closePositionsRequestSchema, response: { 200: closePositionsResponseSchema, ...failures } } },
    async (request, reply) => {
      const { accountId, userId } = callerAccount(request);
      const input = { accountId, userId, filter: request.body, key: idempotencyKeyOf(request), raw: request.sentBody };
      const answer = await host.run(closePositions, input);
      return reply.code(answer.statusCode).send(answer.body as z.infer<typeof closePositionsResponseSchema>);
    },
  );

  app.post(
    '/order/reverse',
    { schema: { body: reverseOrderRequestSchema, response: { 200: reverseOrderResponseSchema, ...failures } } },
    async (request, reply) => {
      const { accountId, userId } = callerAccount(request);
      const input = { accountId, userId, reverse: request.body, key: idempotencyKeyOf(request), raw: request.sentBody };
      const answer = await host.run(reversePosition, input);
      return reply.code(answer.statusCode).send(answer.body as z.infer<typeof reverseOrderResponseSchema>);
    },
  );

  app.post(
    '/order/cancel',
    { schema: { body: cancelOrderRequestSchema, response: { 200: orderResponseSchema, ...failures } } },
    async (request) => {
      const { accountId, userId } = callerAccount(request);
      return host.run(cancelOrder, { accountId, userId, orderId: request.body.order_id, key: idempotencyKeyOf(request) });
    },
  );

  app.get('/account', { schema: { response: { 200: accountResponseSchema, ...failures } } }, async (request) => {
    const account = callerAccount(request);
    const [answer, group] = await Promise.all([host.run(getAccount, account), ctx.groups.groupOf(account.accountId)]);
    if (!group) throw AppError.notFound('Account not found.');
    return { ...answer, group: { id: group.id, name: group.name } };
  });

  app.post('/user/switch-to-live', { schema: { response: { 200: switchToLiveResponseSchema, ...failures } } }, async (request) => {
    const { accountId, userId } = callerAccount(request);
    return host.run(switchToLive, { accountId, userId, key: idempotencyKeyOf(request) });
  });
}
