import type { AccountEventName, ServerEvents } from '@platform/shared/socket-events';
import type { Bus } from '../bus/bus.ts';
import { ACCOUNT_EVENTS_CHANNEL, accountEventKey, type AccountEventMessage } from './channels.ts';

/** Sends an event to every open screen of one trader. */
export function publishToAccount<E extends AccountEventName>(bus: Bus, userId: number, event: E, payload: ServerEvents[E]): void {
  const message = { userId, event, payload } as AccountEventMessage;
  bus.publish(ACCOUNT_EVENTS_CHANNEL, message, accountEventKey(userId, event));
}
