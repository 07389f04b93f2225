import type { Order } from '@platform/shared/orders';
import type { Transaction } from '@platform/shared/banking';
import type { MyKyc } from '@platform/shared/kyc';
import type { Ticket } from '@platform/shared/support';
import type { NewSignInEvent, NotificationKind } from '@platform/shared/notifications';
import type { AppContext } from '../../app-context.ts';
import { ACCOUNT_EVENTS_CHANNEL, eventOfKey, orderDetailOfKey, type AccountEventMessage } from '../../realtime/channels.ts';
import { publishToAccount, publishToTradingAccount } from '../../realtime/publish.ts';
import { findUserById } from '../auth/public.ts';
import { findTransaction } from '../banking/public.ts';
import { findDefaultAccount } from '../accounts/public.ts';
import { clip, newsTexts, type CloseCause, type NewsText } from './news-texts.ts';
import { insertNotificationOnce, type Notification } from './notification.repository.ts';
import { notificationView } from './notification.view.ts';

/** What one event tells the owner, before it is written in their language. */
interface News {
  kind: NotificationKind;
  texts: Record<'en' | 'hi', NewsText>;
  /** One notification per event, whichever instance hears it first. */
  dedupeKey: string;
  accountId: number | null;
  symbol?: string;
  refId?: number;
  link: string;
}

/** The events that may be news; the others (account figures, placed orders) are not even read. */
const NEWS_EVENTS = new Set<string>([
  'order-updated',
  'margin-call',
  'transaction-updated',
  'kyc-updated',
  'ticket-updated',
  'new-sign-in',
]);

const amountText = (tx: Transaction) => `${tx.amount.toFixed(2)} ${tx.currency}`;
const priceText = (price: number | null) => (price === null ? '—' : String(price));

/** The account's news in an event, or null when it is not news (a market order placed, the trader's own close). */
export function newsOf({ userId, accountId, event, payload }: AccountEventMessage, nowMs: number): News | null {
  // A trading account's event (its room) is that account's news; the login's own events are every account's.
  const about = accountId ?? null;
  if (event === 'order-updated') {
    const order: Order = payload.order;
    // A pending order's fill is 'triggered' (a queued market order's is 'filled').
    if ((payload.event === 'triggered' || payload.event === 'filled') && order.status === 'open' && order.order_type !== 'market') {
      return {
        kind: 'fill',
        texts: newsTexts.fill({
          id: order.id,
          symbol: order.symbol,
          side: order.side,
          volume: order.volume.toFixed(2),
          price: priceText(order.open_price),
        }),
        dedupeKey: `fill:${order.id}`,
        accountId: about,
        symbol: order.symbol,
        refId: order.id,
        link: '/dashboard',
      };
    }
    const cause = closeCause(order);
    if (payload.event === 'closed' && cause) {
      return {
        kind: 'close',
        texts: newsTexts.close({
          id: order.id,
          symbol: order.symbol,
          cause,
          price: priceText(order.close_price),
          profit: (order.profit ?? 0).toFixed(2),
        }),
        dedupeKey: `close:${order.id}`,
        accountId: about,
        symbol: order.symbol,
        refId: order.id,
        link: '/dashboard',
      };
    }
    return null;
  }
  if (event === 'margin-call') {
    // A margin call is announced once per fall to the level; a minute's bucket tells the instances it is the same one.
    return {
      kind: 'margin_call',
      texts: newsTexts.margin_call({ level: payload.margin_level.toFixed(2) }),
      dedupeKey: `margin-call:${about ?? `user-${userId}`}:${Math.floor(nowMs / 60_000)}`,
      accountId: about,
      link: '/dashboard',
    };
  }
  if (event === 'transaction-updated') {
    const tx: Transaction = payload;
    if (tx.status === 'pending') return null;
    const data = { id: tx.id, amount: amountText(tx), approved: tx.status === 'approved', note: tx.review_note };
    return tx.type === 'deposit'
      ? {
          kind: 'deposit',
          texts: newsTexts.deposit(data),
          dedupeKey: `transaction:${tx.id}:${tx.status}`,
          accountId: about,
          refId: tx.id,
          link: '/deposit',
        }
      : {
          kind: 'withdrawal',
          texts: newsTexts.withdrawal(data),
          dedupeKey: `transaction:${tx.id}:${tx.status}`,
          accountId: about,
          refId: tx.id,
          link: '/withdrawal',
        };
  }
  if (event === 'kyc-updated') {
    const kyc: MyKyc = payload;
    if (kyc.status !== 'approved' && kyc.status !== 'rejected') return null;
    return {
      kind: 'kyc',
      texts: newsTexts.kyc({ approved: kyc.status === 'approved', note: kyc.review_notes }),
      dedupeKey: `kyc:${userId}:${kyc.submitted_at}:${kyc.status}`,
      accountId: null,
      link: '/profile',
    };
  }
  if (event === 'ticket-updated') {
    const ticket: Ticket = payload;
    const reply = ticket.replies.at(-1);
    if (!reply) return null;
    return {
      kind: 'support_reply',
      texts: newsTexts.support_reply({ ticketId: ticket.id, reply: reply.message }),
      dedupeKey: `ticket-reply:${reply.id}`,
      accountId: null,
      refId: ticket.id,
      link: '/support',
    };
  }
  if (event === 'new-sign-in') {
    const signIn: NewSignInEvent = payload;
    return {
      kind: 'new_sign_in',
      texts: newsTexts.new_sign_in(signIn),
      dedupeKey: `sign-in:${signIn.id}`,
      accountId: null,
      link: '/profile',
    };
  }
  return null;
}

async function transactionAccountOf(ctx: AppContext, userId: number, transactionId: number | undefined): Promise<number | null> {
  const tx = transactionId === undefined ? undefined : await findTransaction(ctx.db, transactionId);
  if (!tx) return null;
  return tx.accountId ?? (await findDefaultAccount(ctx.db, userId))?.id ?? null;
}

/** The close reasons that are news (a trader's own close is not). */
const NEWS_CLOSE_REASONS = new Set<string>(['stop_loss', 'take_profit', 'stop_out']);

function closeCause(order: Order): CloseCause | null {
  if (order.status !== 'closed' || !NEWS_CLOSE_REASONS.has(order.close_reason ?? '')) return null;
  if (order.close_reason === 'stop_loss') return order.trailing_stop_pips !== null ? 'trailing_stop' : 'stop_loss';
  return order.close_reason === 'take_profit' ? 'take_profit' : 'stop_out';
}

/**
 * Whether an account event may be news, from its bus key alone: most are a market order's fill or a
 * trader's own close, which `newsOf` would turn down after parsing them on every instance.
 */
function mayBeNews(key: string): boolean {
  const event = eventOfKey(key);
  if (event !== 'order-updated') return NEWS_EVENTS.has(event);
  const { kind, type, closeReason } = orderDetailOfKey(key);
  return ((kind === 'filled' || kind === 'triggered') && type !== 'market') || (kind === 'closed' && NEWS_CLOSE_REASONS.has(closeReason));
}

/**
 * The bell's news: every instance hears the account events the modules already announce, so they
 * need no notification code; the dedupe key lets exactly one instance write each notification, and
 * that one tells the owner's screens and sends the Web Push.
 */
export function startAccountNews(ctx: AppContext, deliver: (notification: Notification) => Promise<void>): () => Promise<void> {
  const inFlight = new Set<Promise<void>>();
  const unsubscribe = ctx.bus.subscribe(
    ACCOUNT_EVENTS_CHANNEL,
    (message) => {
      // Most account events (a market order placed, figures) are not news: decided here, without a promise per event.
      const news = newsOf(message, ctx.clock.now());
      if (!news) return;
      const writing = record(ctx, message, news, deliver)
        .catch((error: unknown) => ctx.log.warn({ err: error, event: message.event }, 'notifications: could not record the news'))
        .finally(() => inFlight.delete(writing));
      inFlight.add(writing);
    },
    mayBeNews,
  );
  return async () => {
    unsubscribe();
    await Promise.allSettled([...inFlight]);
  };
}

async function record(
  ctx: AppContext,
  message: AccountEventMessage,
  news: News,
  deliver: (notification: Notification) => Promise<void>,
): Promise<void> {
  const user = await findUserById(ctx.db, message.userId);
  if (!user) return;
  const text = news.texts[user.language];
  // A deposit or withdrawal is news of the account it credits or debits (an older one without: the default account's).
  const accountId =
    news.accountId ??
    (news.kind === 'deposit' || news.kind === 'withdrawal' ? await transactionAccountOf(ctx, message.userId, news.refId) : null);
  const notification = await insertNotificationOnce(ctx.db, {
    userId: message.userId,
    kind: news.kind,
    title: clip(text.title, 200),
    body: clip(text.body, 400),
    symbol: news.symbol ?? null,
    refId: news.refId ?? null,
    accountId,
    data: JSON.stringify({ link: news.link }),
    dedupeKey: news.dedupeKey,
    emailStatus: 'skipped',
    createdAt: ctx.clock.now(),
  });
  if (!notification) return;
  // An account's news reaches the screens showing that account; the login's own, every screen.
  const view = notificationView(notification);
  if (notification.accountId === null) publishToAccount(ctx.bus, message.userId, 'notification', view);
  else publishToTradingAccount(ctx.bus, { accountId: notification.accountId, userId: message.userId }, 'notification', view);
  await deliver(notification);
}
