import type { AppContext } from '../../app-context.ts';
import { ACCOUNT_EVENTS_CHANNEL, eventOfKey, type AccountEventMessage } from '../../realtime/channels.ts';
import { notify } from '../mail/notify.ts';
import { ALERT_TRIGGERED_MAIL } from './alert-mail.ts';
import { listPendingMails, setEmailStatus } from '../notifications/notification.repository.ts';

/**
 * Mails of fired price alerts. The engine's writer stores each fire's notification with
 * email_status 'pending'; this sends them when the fire is announced ('alert-triggered', heard by
 * every instance) and, at start, any left pending (a restart between the fire and its mail).
 * One mail per notification across instances: the outbox's dedupe key.
 */
export function startAlertMails(ctx: AppContext): () => Promise<void> {
  const inFlight = new Set<Promise<void>>();
  const run = (userId: number | null) => {
    const sending = sendPending(ctx, userId)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'alert mails could not be sent'))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  };
  const unsubscribe = ctx.bus.subscribe(
    ACCOUNT_EVENTS_CHANNEL,
    (raw) => {
      const message = raw as AccountEventMessage;
      if (message.event === 'alert-triggered') run(message.userId);
    },
    (key) => eventOfKey(key) === 'alert-triggered',
  );
  run(null);
  return async () => {
    unsubscribe();
    await Promise.allSettled([...inFlight]);
  };
}

async function sendPending(ctx: AppContext, userId: number | null): Promise<void> {
  for (const row of await listPendingMails(ctx.db, userId)) {
    const data = { title: row.title, body: row.body, symbol: row.symbol, firedAt: Number(row.createdAt) };
    await notify(ctx, row.userId, ALERT_TRIGGERED_MAIL, data, { dedupeKey: `alert-notification:${row.id}` });
    await setEmailStatus(ctx.db, row.id, 'sent');
  }
}
