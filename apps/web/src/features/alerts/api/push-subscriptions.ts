import type { PushSubscriptionInput } from '@platform/shared/notifications';
import { api } from '../../../lib/api-client.ts';

/** GET /push/key: the server's VAPID public key, what the browser subscribes with. */
export const getPushKey = () => api.get<{ public_key: string }>('/push/key');

/** POST /push/subscriptions: this browser's subscription, for the signed-in trader. */
export const savePushSubscription = (subscription: PushSubscriptionInput) =>
  api.post<{ status: 'success' }>('/push/subscriptions', subscription);

/** DELETE /push/subscriptions: the server forgets this browser. */
export const deletePushSubscription = (endpoint: string) =>
  api.request<{ status: 'success' }>('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
