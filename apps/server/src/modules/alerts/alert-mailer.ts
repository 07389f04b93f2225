import type { AppContext } from '../../app-context.ts';
import { ACCOUNT_EVENTS_CHANNEL, eventOfKey, type AccountEventMessage } from '../../realtime/channels.ts';
import { findUserById } from '../auth/public.ts';
import { countMailsSince, notify } from '../mail/public.ts';
import { ALERT_TRIGGERED_MAIL } from './alert-mail.ts';
import { listPendingMails, setEmailStatus } from './notification.repository.ts';

/**
 * Mails of fired price alerts. The engine's writer stores each fire's notification with
 * email_status 'pending'; this sends them when the fire is announced ('alert-triggered', heard by
 * every instance) and, at start, any left pending (a restart between the fire and its mail).
 * One mail per notification across instances: the outbox's dedupe key. Only a verified address
 * gets them, at most ALERT_MAILS_PER_HOUR per account (the rest stay in the bell, marked 'skipped').
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

/** Alert mails one account may get in an hour; a busy market stays in the bell after that. */
export const ALERT_MAILS_PER_HOUR = 10;

async function sendPending(ctx: AppContext, userId: number | null): Promise<void> {
  for (const row of await listPendingMails(ctx.db, userId)) {
    const user = await findUserById(ctx.db, row.userId);
    const since = ctx.clock.now() - 3_600_000;
    const capped =
      (await countMailsSince(ctx.db, { userId: row.userId, template: ALERT_TRIGGERED_MAIL.name }, since)) >= ALERT_MAILS_PER_HOUR;
    if (!user || user.emailVerifiedAt === null || capped) {
      await setEmailStatus(ctx.db, row.id, 'skipped');
      continue;
    }
    const data = { title: row.title, symbol: row.symbol, firedAt: Number(row.createdAt) };
    await notify(ctx, row.userId, ALERT_TRIGGERED_MAIL, data, { dedupeKey: `alert-notification:${row.id}` });
    await setEmailStatus(ctx.db, row.id, 'sent');
  }
}
