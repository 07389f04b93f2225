import type { Notification } from '@platform/shared/alerts';
import { pushPayloadSchema } from '@platform/shared/notifications';
import type { TestApp } from '../helpers/build-test-app.ts';
import type { startPushEndpoint } from '../helpers/push-endpoint.ts';

type Auth = Record<string, string>;

/** The trader's side of the account news: the bell's list, a push subscription, and the pushes a local endpoint decrypted. */
export function newsClient(t: TestApp, endpoint: Awaited<ReturnType<typeof startPushEndpoint>>) {
  return {
    bell: async (auth: Auth) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth })).json<{
        notifications: Notification[];
        unread: number;
      }>(),
    subscribe: (auth: Auth, subscription: object) =>
      t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: auth, payload: subscription }),
    /** The decrypted payloads of the pushes sent to the subscription named `name`. */
    pushesTo: (name: string) =>
      endpoint.received.filter((push) => push.path === `/push/${name}`).map((push) => pushPayloadSchema.parse(JSON.parse(push.text))),
  };
}
