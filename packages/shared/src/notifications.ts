import { z } from 'zod';

/**
 * What a notification in the bell is about: a fired price alert, or the account's news (a pending
 * order filled, a position closed by its stop loss, take profit, trailing stop or a stop-out, a
 * margin call, a deposit credited or rejected, a withdrawal paid or rejected, a KYC decision, a
 * support reply, a sign-in from a new device).
 */
export const notificationKindSchema = z.enum([
  'alert',
  'fill',
  'close',
  'margin_call',
  'deposit',
  'withdrawal',
  'kyc',
  'support_reply',
  'new_sign_in',
  /** To the dealing desk (admin staff): the LP session dropped, or a reconciliation found differences. */
  'desk_alert',
  /** Staff: an exposure limit of the risk desk was crossed (dealers). */
  'risk_limit',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Socket event 'new-sign-in', to the owner: a sign-in from a device this login had not used. */
export const newSignInEventSchema = z.object({
  /** One per sign-in: what makes its notification one. */
  id: z.string(),
  device: z.string(),
  address: z.string(),
  at: z.string(),
});
export type NewSignInEvent = z.infer<typeof newSignInEventSchema>;

/** GET /api/push/key: the server's VAPID public key (base64url), what a browser subscribes with. */
export const pushKeySchema = z.object({ public_key: z.string() });

/** POST /api/push/subscriptions: a browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: 'Enter the push service address.' }).max(1000, 'The push service address is too long.'),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}=*$/, 'The browser key is not a P-256 public key.'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}=*$/, 'The browser secret is not valid.'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the browser's endpoint to forget. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(1000) });

export const pushAnswerSchema = z.object({ status: z.literal('success') });

/** What the service worker receives in a push and shows. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The app's path to open on a click. */
  url: z.string(),
  /** Same tag, one notification on screen: a newer one replaces it. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
