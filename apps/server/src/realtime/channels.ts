/** Bus channels shared by the engine, the back office and the socket layer. */
export const TICKS_CHANNEL = 'ticks';
export const ACCOUNT_EVENTS_CHANNEL = 'account-events';
/** Published when staff disable a login; its sockets are dropped after delivery. */
export const ACCOUNT_DISABLED_EVENT = 'account-disabled';

export interface AccountEventMessage {
  userId: number;
  /** Socket event name, e.g. 'account-updated', 'order-updated', 'kyc-updated', 'transaction-updated'. */
  event: string;
  payload: unknown;
}
