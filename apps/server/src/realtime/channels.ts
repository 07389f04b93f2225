import type { AccountEventName, ServerEvents } from '@platform/shared/socket-events';
import type { Tick } from '@platform/shared/ticks';

/** Bus channels shared by the engine, the back office and the socket layer. */
export const TICKS_CHANNEL = 'ticks';
export const ACCOUNT_EVENTS_CHANNEL = 'account-events';
/** Published when staff disable a login; its sockets are dropped after delivery. */
export const ACCOUNT_DISABLED_EVENT = 'account-disabled';

/**
 * The bus key of an account event, `<userId>:<event>`: an instance reads (parses) an event only
 * when it has a screen of that trader open or listens for that kind of event.
 */
export const accountEventKey = (userId: number, event: AccountEventName) => `${userId}:${event}`;
export const userIdOfKey = (key: string) => Number(key.slice(0, key.indexOf(':')));
export const eventOfKey = (key: string) => key.slice(key.indexOf(':') + 1);

/** One socket event for every open screen of one trader, as packages/shared/socket-events defines it. */
export type AccountEventMessage = { [E in AccountEventName]: { userId: number; event: E; payload: ServerEvents[E] } }[AccountEventName];

declare module '../bus/bus.ts' {
  interface BusChannels {
    ticks: Tick;
    'account-events': AccountEventMessage;
  }
}
