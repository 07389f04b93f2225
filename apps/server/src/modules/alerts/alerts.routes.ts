import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertAnswerSchema,
  alertListSchema,
  createAlertRequestSchema,
  markNotificationsReadSchema,
  notificationListSchema,
  updateAlertRequestSchema,
} from '@platform/shared/alerts';
import { noContentSchema, okSchema } from '@platform/shared/answers';
import type { AppContext } from '../../app-context.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { AppError } from '../../errors/app-error.ts';
import { failures, refusedAs } from '../../plugins/route-schemas.ts';
import type { createAlertService } from './alert.service.ts';
import { countUnread, listNotifications, markRead } from './notification.repository.ts';
import { notificationView } from './notification.view.ts';

const alertIdParams = refusedAs(z.object({ id: z.coerce.number().int().positive() }), () => AppError.notFound('Alert not found.'));

/** Price alerts (GET/POST /alerts, PATCH/DELETE /alerts/{id}) and the notification bell. */
export async function alertsRoutes(
  fastify: FastifyInstance,
  { ctx, alerts }: { ctx: AppContext; alerts: ReturnType<typeof createAlertService> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate(ctx));

  app.get('/alerts', { schema: { response: { 200: alertListSchema, ...failures } } }, async (request) => ({
    alerts: await alerts.list(currentUser(request).id),
  }));

  app.post(
    '/alerts',
    { schema: { body: createAlertRequestSchema, response: { 201: alertAnswerSchema, ...failures } } },
    async (request, reply) => {
      const alert = await alerts.create(currentUser(request).id, request.body);
      return reply.code(201).send({ alert });
    },
  );

  app.patch(
    '/alerts/:id',
    { schema: { params: alertIdParams, body: updateAlertRequestSchema, response: { 200: alertAnswerSchema, ...failures } } },
    async (request) => ({ alert: await alerts.update(currentUser(request).id, request.params.id, request.body) }),
  );

  app.delete(
    '/alerts/:id',
    { schema: { params: alertIdParams, response: { 204: noContentSchema, ...failures } } },
    async (request, reply) => {
      await alerts.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get('/notifications', { schema: { response: { 200: notificationListSchema, ...failures } } }, async (request) => {
    const userId = currentUser(request).id;
    const [rows, unread] = await Promise.all([listNotifications(ctx.db, userId), countUnread(ctx.db, userId)]);
    return { notifications: rows.map(notificationView), unread };
  });

  app.post(
    '/notifications/read',
    { schema: { body: markNotificationsReadSchema, response: { 200: okSchema, ...failures } } },
    async (request) => {
      await markRead(ctx.db, currentUser(request).id, request.body.ids, ctx.clock.now());
      return { status: 'success' as const };
    },
  );
}
