import webPush from 'web-push';
import type { PushPayload } from '@platform/shared/notifications';
import type { AppContext } from '../../../app-context.ts';
import type { Notification } from '../notification.repository.ts';
import { forgetEndpoint, subscriptionsOf } from './push-subscription.repository.ts';
import { isAllowedEndpoint } from './push-endpoints.ts';
import { vapidKeys } from './vapid-keys.ts';

/** How long a push service keeps a message for a browser that is offline. */
const TTL_SECONDS = 24 * 3600;

/**
 * Sends a notification to every browser its trader turned push on in. web-push signs (VAPID) and
 * encrypts (aes128gcm, RFC 8291) the request; it goes out through fetch, so the push service's
 * answer is ours to read: 404 or 410 means the browser unsubscribed and the subscription goes.
 */
export function createPushSender(ctx: AppContext) {
  return async function sendPush(notification: Notification): Promise<void> {
    const subscriptions = await subscriptionsOf(ctx.db, notification.userId);
    if (subscriptions.length === 0) return;
    const keys = await vapidKeys(ctx.db, ctx.clock.now());
    const payload: PushPayload = {
      title: notification.title,
      body: notification.body,
      url: notification.link ?? '/dashboard',
      tag: `${notification.kind}:${notification.id}`,
    };
    await Promise.all(
      subscriptions.map(async (subscription) => {
        if (!isAllowedEndpoint(subscription.endpoint, ctx.config.push.endpoints)) return;
        const request = webPush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject: ctx.config.push.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: TTL_SECONDS,
            contentEncoding: 'aes128gcm',
          },
        );
        try {
          const response = await fetch(request.endpoint, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: request.body as Buffer,
            signal: AbortSignal.timeout(10_000),
          });
          if (response.status === 404 || response.status === 410) await forgetEndpoint(ctx.db, subscription.endpoint);
          else if (!response.ok) ctx.log.warn({ status: response.status }, 'push: the push service refused a message');
        } catch (error) {
          ctx.log.warn({ err: error }, 'push: the push service could not be reached');
        }
      }),
    );
  };
}
