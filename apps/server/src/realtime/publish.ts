import type { Bus } from '../bus/bus.ts';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from './channels.ts';

/** Sends an event to every open screen of one trader. */
export function publishToAccount(bus: Bus, userId: number, event: string, payload: unknown): void {
  const message: AccountEventMessage = { userId, event, payload };
  bus.publish(ACCOUNT_EVENTS_CHANNEL, message);
}
