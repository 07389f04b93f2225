import { z } from 'zod';
import { alertConditions, type AlertCondition } from './alert-conditions.ts';

/** Price alerts and the notification bell: requests, the alert as read and the socket event. */

export const ALERTS_ACTIVE_LIMIT = 200;
export const ALERT_COOLDOWN_MAX_SECONDS = 86_400;
/** A repeating alert fires at most once a minute (each fire may mail the trader). */
export const ALERT_COOLDOWN_MIN_SECONDS = 60;

export { alertConditions, type AlertCondition } from './alert-conditions.ts';
export const alertConditionSchema = z.enum(alertConditions, {
  error: 'Choose when the alert fires: bid or ask crossing above or below the price.',
});

export const alertStatusSchema = z.enum(['active', 'triggered', 'expired']);
export type AlertStatus = z.infer<typeof alertStatusSchema>;

const alertPrice = z.number({ error: 'Price must be a number.' }).finite('Price must be a number.').positive('Price must be above 0.');
const note = z.string({ error: 'Note must be text.' }).trim().max(140, 'Note must be at most 140 characters.');
const cooldown = z
  .number({ error: 'Cool-down must be a number of seconds.' })
  .int('Cool-down must be a whole number of seconds.')
  .min(ALERT_COOLDOWN_MIN_SECONDS, `Cool-down must be at least ${ALERT_COOLDOWN_MIN_SECONDS} seconds.`)
  .max(ALERT_COOLDOWN_MAX_SECONDS, 'Cool-down must be at most one day (86400 seconds).');
const expiresAt = z.union([z.iso.datetime({ offset: true, message: 'Expiry must be an ISO date-time.' }), z.null()]);

/** POST /api/alerts. */
export const createAlertRequestSchema = z.object({
  symbol: z.string({ error: 'Symbol is required.' }).trim().min(1, 'Symbol is required.').max(20),
  condition: alertConditionSchema,
  price: alertPrice,
  note: note.optional().default(''),
  repeating: z.boolean({ error: 'Repeating must be true or false.' }).default(false),
  cooldown_seconds: cooldown.default(60),
  expires_at: expiresAt.optional().default(null),
});
export type CreateAlertRequest = z.input<typeof createAlertRequestSchema>;

/** PATCH /api/alerts/{id}: any field; an edited alert is active again (re-armed at the current price). */
export const updateAlertRequestSchema = z.object({
  condition: alertConditionSchema.optional(),
  price: alertPrice.optional(),
  note: note.optional(),
  repeating: z.boolean({ error: 'Repeating must be true or false.' }).optional(),
  cooldown_seconds: cooldown.optional(),
  expires_at: expiresAt.optional(),
});
export type UpdateAlertRequest = z.input<typeof updateAlertRequestSchema>;

export const alertSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  condition: alertConditionSchema,
  price: z.number(),
  note: z.string(),
  repeating: z.boolean(),
  cooldown_seconds: z.number().int(),
  expires_at: z.string().nullable(),
  status: alertStatusSchema,
  trigger_count: z.number().int(),
  last_triggered_at: z.string().nullable(),
  created_at: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListSchema = z.object({ alerts: z.array(alertSchema) });
export const alertAnswerSchema = z.object({ alert: alertSchema });

/** Socket event 'alert-triggered', to the owner only. */
export const alertTriggeredEventSchema = z.object({
  alert: alertSchema,
  /** The side of the quote the condition watches, at the moment it fired. */
  price: z.number(),
  triggered_at: z.string(),
});
export type AlertTriggeredEvent = z.infer<typeof alertTriggeredEventSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.literal('alert'),
  title: z.string(),
  body: z.string(),
  symbol: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read: the given ids, or every one when ids is absent. */
export const markNotificationsReadSchema = z.object({
  ids: z.array(z.number().int().positive()).max(500, 'At most 500 at a time.').optional(),
});

export const ALERT_CONDITION_LABELS: Record<AlertCondition, string> = {
  bid_crosses_above: 'Bid crosses above',
  bid_crosses_below: 'Bid crosses below',
  ask_crosses_above: 'Ask crosses above',
  ask_crosses_below: 'Ask crosses below',
};
