import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { markNotificationsReadSchema, type Alert } from '@platform/shared/alerts';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { AppError } from '../../errors/app-error.ts';
import { validate } from '../../errors/validate.ts';
import { createAlertService } from './alert.service.ts';
import { countUnread, listNotifications, markRead } from './notification.repository.ts';
import { notificationView } from './notification.view.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

function alertId(params: unknown): number {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw AppError.notFound('Alert not found.');
  return parsed.data.id;
}

/** Price alerts (GET/POST /alerts, PATCH/DELETE /alerts/{id}) and the notification bell. */
export async function alertsRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  const alerts = createAlertService(ctx, services.market);
  app.addHook('preHandler', authenticate(ctx));

  app.get('/alerts', async (request): Promise<{ alerts: Alert[] }> => ({ alerts: await alerts.list(currentUser(request).id) }));

  app.post('/alerts', async (request, reply) => {
    const alert = await alerts.create(currentUser(request).id, request.body);
    return reply.code(201).send({ alert });
  });

  app.patch('/alerts/:id', async (request) => ({
    alert: await alerts.update(currentUser(request).id, alertId(request.params), request.body),
  }));

  app.delete('/alerts/:id', async (request, reply) => {
    await alerts.remove(currentUser(request).id, alertId(request.params));
    return reply.code(204).send();
  });

  app.get('/notifications', async (request) => {
    const userId = currentUser(request).id;
    const [rows, unread] = await Promise.all([listNotifications(ctx.db, userId), countUnread(ctx.db, userId)]);
    return { notifications: rows.map(notificationView), unread };
  });

  app.post('/notifications/read', async (request) => {
    const { ids } = validate(markNotificationsReadSchema, request.body);
    await markRead(ctx.db, currentUser(request).id, ids, ctx.clock.now());
    return { status: 'success' as const };
  });
}
