import { accountEventSchemas } from '@platform/shared/socket-events';
import type { AppContext } from '../../app-context.ts';
import { ACCOUNT_EVENTS_CHANNEL, eventOfKey, type AccountEventMessage } from '../../realtime/channels.ts';
import { notify } from './notify.ts';
import {
  DEPOSIT_CREDITED_MAIL,
  KYC_APPROVED_MAIL,
  KYC_REJECTED_MAIL,
  TICKET_REPLY_MAIL,
  WITHDRAWAL_APPROVED_MAIL,
  WITHDRAWAL_PAID_MAIL,
  WITHDRAWAL_REJECTED_MAIL,
  WITHDRAWAL_REQUESTED_MAIL,
} from './event-mails.ts';

/**
 * Mails that follow what the banking, KYC and support modules already announce to the trader's
 * screens, so those modules need no mail code. Every instance hears each event; the dedupe key
 * (one mail per transaction status, KYC decision, staff reply) lets exactly one of them send it.
 */
/** The events that may carry a mail; the others (orders, account figures) are not even read. */
const MAILED_EVENTS = new Set<string>(['transaction-updated', 'kyc-updated', 'ticket-updated']);

export function startEventMails(ctx: AppContext): () => Promise<void> {
  const inFlight = new Set<Promise<void>>();
  const unsubscribe = ctx.bus.subscribe(
    ACCOUNT_EVENTS_CHANNEL,
    (message) => {
      const sending = mailFor(ctx, message)
        .catch((error: unknown) =>
          ctx.log.warn({ err: error, event: message.event }, 'an account event that does not parse was not mailed'),
        )
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    (key) => MAILED_EVENTS.has(eventOfKey(key)),
  );
  return async () => {
    unsubscribe();
    await Promise.allSettled([...inFlight]);
  };
}

async function mailFor(ctx: AppContext, { userId, event, payload }: AccountEventMessage): Promise<void> {
  if (event === 'transaction-updated') {
    const tx = accountEventSchemas['transaction-updated'].parse(payload);
    const data = { id: tx.id, amount: tx.amount.toFixed(2), currency: tx.currency, note: tx.review_note };
    const key = `transaction:${tx.id}:${tx.status}`;
    const status: string = tx.status;
    if (tx.type === 'deposit' && (status === 'approved' || status === 'completed' || status === 'credited')) {
      await notify(ctx, userId, DEPOSIT_CREDITED_MAIL, data, { dedupeKey: key });
    } else if (tx.type === 'withdrawal') {
      const template =
        status === 'pending'
          ? WITHDRAWAL_REQUESTED_MAIL
          : status === 'approved'
            ? WITHDRAWAL_APPROVED_MAIL
            : status === 'paid' || status === 'completed'
              ? WITHDRAWAL_PAID_MAIL
              : status === 'rejected'
                ? WITHDRAWAL_REJECTED_MAIL
                : null;
      if (template) await notify(ctx, userId, template, data, { dedupeKey: key });
    }
  } else if (event === 'kyc-updated') {
    const kyc = accountEventSchemas['kyc-updated'].parse(payload);
    const key = `kyc:${userId}:${kyc.submitted_at}:${kyc.status}`;
    if (kyc.status === 'approved') await notify(ctx, userId, KYC_APPROVED_MAIL, {}, { dedupeKey: key });
    if (kyc.status === 'rejected') await notify(ctx, userId, KYC_REJECTED_MAIL, { note: kyc.review_notes }, { dedupeKey: key });
  } else if (event === 'ticket-updated') {
    const ticket = accountEventSchemas['ticket-updated'].parse(payload);
    const reply = ticket.replies.at(-1);
    if (!reply) return;
    await notify(
      ctx,
      userId,
      TICKET_REPLY_MAIL,
      { ticketId: ticket.id, subject: ticket.subject, reply: reply.message },
      { dedupeKey: `ticket-reply:${reply.id}` },
    );
  }
}
