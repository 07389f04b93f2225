import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertAnswerSchema, alertListSchema, createAlertRequestSchema, updateAlertRequestSchema } from '@platform/shared/alerts';
import { noContentSchema } from '@platform/shared/answers';
import type { AppContext } from '../../app-context.ts';
import { authenticate } from '../../plugins/authenticate.ts';
import { activeAccountRef } from '../accounts/public.ts';
import { AppError } from '../../errors/app-error.ts';
import { failures, refusedAs } from '../../plugins/route-schemas.ts';
import type { createAlertService } from './alert.service.ts';

const alertIdParams = refusedAs(z.object({ id: z.coerce.number().int().positive() }), () => AppError.notFound('Alert not found.'));

/** Price alerts of the call's trading account (GET/POST /alerts, PATCH/DELETE /alerts/{id}); the bell is modules/notifications. */
export async function alertsRoutes(
  fastify: FastifyInstance,
  { ctx, alerts }: { ctx: AppContext; alerts: ReturnType<typeof createAlertService> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate(ctx));

  app.get('/alerts', { schema: { response: { 200: alertListSchema, ...failures } } }, async (request) => ({
    alerts: await alerts.list(await activeAccountRef(ctx, request)),
  }));

  app.post(
    '/alerts',
    { schema: { body: createAlertRequestSchema, response: { 201: alertAnswerSchema, ...failures } } },
    async (request, reply) => {
      const alert = await alerts.create(await activeAccountRef(ctx, request), request.body);
      return reply.code(201).send({ alert });
    },
  );

  app.patch(
    '/alerts/:id',
    { schema: { params: alertIdParams, body: updateAlertRequestSchema, response: { 200: alertAnswerSchema, ...failures } } },
    async (request) => ({ alert: await alerts.update(await activeAccountRef(ctx, request), request.params.id, request.body) }),
  );

  app.delete(
    '/alerts/:id',
    { schema: { params: alertIdParams, response: { 204: noContentSchema, ...failures } } },
    async (request, reply) => {
      await alerts.remove(await activeAccountRef(ctx, request), request.params.id);
      return reply.code(204).send();
    },
  );
}
