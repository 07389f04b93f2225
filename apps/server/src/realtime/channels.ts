import { tradingRoom, userRoom } from './rooms.ts';
import type { AccountEventName, ServerEvents } from '@platform/shared/socket-events';
import type { Tick } from '@platform/shared/ticks';

/** Bus channels shared by the engine, the back office and the socket layer. */
export const TICKS_CHANNEL = 'ticks';
export const ACCOUNT_EVENTS_CHANNEL = 'account-events';
/** Published when staff disable a login; its sockets are dropped after delivery. */
export const ACCOUNT_DISABLED_EVENT = 'account-disabled';

/**
 * The bus key of an account event, `<room>:<event>` (room `account.7` for a trader, `trading.12`
 * for one trading account), and for an order's event `<room>:order-updated:<kind>.<type>.<close
 * reason>` (`filled.market.`, `closed.market.take_profit`): an instance reads (parses) an event only
 * when it has a screen in that room open or listens for that kind of event, so the bell's listener
 * skips the market fills and plain closes that make most of them without reading one.
 */
export function accountEventKey(room: string, message: AccountEventMessage): string {
  if (message.event !== 'order-updated') return `${room}:${message.event}`;
  const { event: kind, order } = message.payload;
  return `${room}:order-updated:${kind}.${order.order_type}.${order.close_reason ?? ''}`;
}
export const roomOfKey = (key: string) => key.slice(0, key.indexOf(':'));
export function eventOfKey(key: string): string {
  const start = key.indexOf(':') + 1;
  const end = key.indexOf(':', start);
  return end === -1 ? key.slice(start) : key.slice(start, end);
}
/** An order event's `<kind>.<type>.<close reason>` (empty for other events). */
export function orderDetailOfKey(key: string): { kind: string; type: string; closeReason: string } {
  const start = key.indexOf(':', key.indexOf(':') + 1);
  const [kind = '', type = '', closeReason = ''] = start === -1 ? [] : key.slice(start + 1).split('.');
  return { kind, type, closeReason };
}
/** The socket room a message goes to. */
export const roomOf = (message: { userId: number; accountId?: number }) =>
  message.accountId === undefined ? userRoom(message.userId) : tradingRoom(message.accountId);

/** One socket event for every open screen in one room, as packages/shared/socket-events defines it. */
export type AccountEventMessage = {
  [E in AccountEventName]: {
    /** The trader the event is for (a trading account's owner). */
    userId: number;
    /** Set for a trading account's events (its room); absent for the trader's own room. */
    accountId?: number;
    event: E;
    payload: ServerEvents[E];
  };
}[AccountEventName];

declare module '../bus/bus.ts' {
  interface BusChannels {
    ticks: Tick;
    'account-events': AccountEventMessage;
  }
}
