import type { AccountEventName, ServerEvents } from '@platform/shared/socket-events';
import type { Bus } from '../bus/bus.ts';
import { ACCOUNT_EVENTS_CHANNEL, accountEventKey, type AccountEventMessage } from './channels.ts';
import { tradingRoom, userRoom } from './rooms.ts';

/** Sends an event to every open screen of one trader (whichever account each shows). */
export function publishToAccount<E extends AccountEventName>(bus: Bus, userId: number, event: E, payload: ServerEvents[E]): void {
  const room = userRoom(userId);
  const message = { userId, event, payload } as AccountEventMessage;
  bus.publish(ACCOUNT_EVENTS_CHANNEL, message, accountEventKey(room, message));
}

/** Sends an event to every screen showing one trading account (its orders, figures, margin calls). */
export function publishToTradingAccount<E extends AccountEventName>(
  bus: Bus,
  account: { accountId: number; userId: number },
  event: E,
  payload: ServerEvents[E],
): void {
  const room = tradingRoom(account.accountId);
  const message = { userId: account.userId, accountId: account.accountId, event, payload } as AccountEventMessage;
  bus.publish(ACCOUNT_EVENTS_CHANNEL, message, accountEventKey(room, message));
}
