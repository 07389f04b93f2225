import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { markNotificationsReadSchema, notificationListSchema } from '@platform/shared/alerts';
import { okSchema } from '@platform/shared/answers';
import { pushAnswerSchema, pushKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@platform/shared/notifications';
import type { AppContext } from '../../app-context.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { AppError } from '../../errors/app-error.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { activeAccountRef } from '../accounts/public.ts';
import { countUnread, listNotifications, markRead } from './notification.repository.ts';
import { notificationView } from './notification.view.ts';
import { isAllowedEndpoint } from './push/push-endpoints.ts';
import { deleteSubscription, saveSubscription } from './push/push-subscription.repository.ts';
import { vapidKeys } from './push/vapid-keys.ts';

/** The bell of the call's trading account (GET /notifications, POST /notifications/read) and Web Push subscriptions (/push/*). */
export async function notificationsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate(ctx));

  app.get('/notifications', { schema: { response: { 200: notificationListSchema, ...failures } } }, async (request) => {
    const { userId, accountId } = await activeAccountRef(ctx, request);
    const [rows, unread] = await Promise.all([listNotifications(ctx.db, userId, accountId), countUnread(ctx.db, userId, accountId)]);
    return { notifications: rows.map(notificationView), unread };
  });

  app.post(
    '/notifications/read',
    { schema: { body: markNotificationsReadSchema, response: { 200: okSchema, ...failures } } },
    async (request) => {
      const { userId, accountId } = await activeAccountRef(ctx, request);
      await markRead(ctx.db, userId, accountId, request.body.ids, ctx.clock.now());
      return { status: 'success' as const };
    },
  );

  app.get('/push/key', { schema: { response: { 200: pushKeySchema, ...failures } } }, async () => {
    const keys = await vapidKeys(ctx.db, ctx.clock.now());
    return { public_key: keys.publicKey };
  });

  app.post(
    '/push/subscriptions',
    { schema: { body: pushSubscriptionSchema, response: { 201: pushAnswerSchema, ...failures } } },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      if (!isAllowedEndpoint(endpoint, ctx.config.push.endpoints)) {
        throw AppError.validation({ endpoint: ['This push service is not one the server sends to.'] });
      }
      await saveSubscription(ctx.db, currentUser(request).id, { endpoint, p256dh: keys.p256dh, auth: keys.auth }, ctx.clock.now());
      return reply.code(201).send({ status: 'success' as const });
    },
  );

  app.delete(
    '/push/subscriptions',
    { schema: { body: pushUnsubscribeSchema, response: { 200: pushAnswerSchema, ...failures } } },
    async (request) => {
      await deleteSubscription(ctx.db, currentUser(request).id, request.body.endpoint);
      return { status: 'success' as const };
    },
  );
}
