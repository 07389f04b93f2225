import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { z } from 'zod';
import {
  cancelOrderRequestSchema,
  closeOrderRequestSchema,
  closePositionsRequestSchema,
  reverseOrderRequestSchema,
  ordersQuerySchema,
  placeOrderRequestSchema,
  updateTriggerRequestSchema,
} from '@platform/shared/orders';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { validate } from '../../errors/validate.ts';
import { AppError } from '../../errors/app-error.ts';
import { parseStopsBody } from './stops-input.ts';

const orderIdParams = z.object({ id: z.coerce.number().int().positive() });

function orderId(params: unknown): number {
  const parsed = orderIdParams.safeParse(params);
  if (!parsed.success) throw new AppError('ORDER_NOT_FOUND', 404, 'Order not found.');
  return parsed.data.id;
}

/**
 * Orders, account and switch-to-live: thin routes over services.trading, which runs the call on
 * this instance's engine or forwards it to the instance that runs the engine.
 */
export async function tradingRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  const trading = () => services.trading;
  app.addHook('preHandler', authenticate(ctx));

  app.post('/place', async (request, reply) => {
    const input = validate(placeOrderRequestSchema, request.body);
    const user = currentUser(request);
    const answer = await trading().place(user.id, input, idempotencyKeyOf(request), request.body);
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.get('/orders', async (request) => {
    const { status, page, page_size } = validate(ordersQuerySchema, request.query);
    const answer = await trading().listOrders(currentUser(request).id, status, { offset: (page - 1) * page_size, limit: page_size });
    return { ...answer, page, page_size };
  });

  app.patch('/order/:id/sl-tp', async (request) => {
    const id = orderId(request.params);
    return trading().modifyStops(currentUser(request).id, id, parseStopsBody(request.body), idempotencyKeyOf(request));
  });

  app.patch('/order/:id/trigger', async (request) => {
    const id = orderId(request.params);
    const body = validate(updateTriggerRequestSchema, request.body);
    const change = {
      ...(body.trigger_price === undefined ? {} : { triggerPrice: body.trigger_price }),
      ...(body.limit_price === undefined ? {} : { limitPrice: body.limit_price }),
      ...(body.expiry === undefined ? {} : { expiryAt: body.expiry === null ? null : Date.parse(body.expiry) }),
    };
    return trading().modifyTrigger(currentUser(request).id, id, change, idempotencyKeyOf(request));
  });

  app.post('/order/close', async (request, reply) => {
    const input = validate(closeOrderRequestSchema, request.body);
    const answer = await trading().close(currentUser(request).id, input, idempotencyKeyOf(request), request.body);
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.post('/orders/close-all', async (request, reply) => {
    const input = validate(closePositionsRequestSchema, request.body);
    const answer = await trading().closePositions(currentUser(request).id, input, idempotencyKeyOf(request), request.body);
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.post('/order/reverse', async (request, reply) => {
    const input = validate(reverseOrderRequestSchema, request.body);
    const answer = await trading().reverse(currentUser(request).id, input, idempotencyKeyOf(request), request.body);
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.post('/order/cancel', async (request) => {
    const { order_id } = validate(cancelOrderRequestSchema, request.body);
    return trading().cancel(currentUser(request).id, order_id, idempotencyKeyOf(request));
  });

  app.get('/account', async (request) => trading().account(currentUser(request).id));

  app.post('/user/switch-to-live', async (request) => trading().switchToLive(currentUser(request).id, idempotencyKeyOf(request)));
}
