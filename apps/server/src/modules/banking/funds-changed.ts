import type { AppContext } from '../../app-context.ts';

/**
 * Bus channel announcing that a trader's balance or reservation changed outside the trading
 * engine (deposit, withdrawal, referral reward). The trading shell listens and re-reads the
 * account, so margin checks see the new balance and reserved amount, and sends the trader the
 * full 'account-updated'. Message: {userId}.
 */
export const FUNDS_CHANGED_CHANNEL = 'account-funds-changed';

export interface FundsChangedMessage {
  userId: number;
}

/** After the transaction commits; `startFundsSync` on the engine's instance does the rest. */
// Async so callers can await it whatever it grows to need (it only publishes today).
export async function announceFundsChanged(ctx: AppContext, userId: number): Promise<void> {
  const message: FundsChangedMessage = { userId };
  ctx.bus.publish(FUNDS_CHANGED_CHANNEL, message);
}
