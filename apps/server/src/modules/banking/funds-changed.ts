import { fromCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { findAccount } from '../ledger/ledger.repository.ts';

/**
 * Bus channel announcing that a trader's balance or reservation changed outside the trading
 * engine (deposit, withdrawal, referral reward, back-office adjustment). `startFundsSync`, on the
 * instance running the engine, re-reads the account so margin checks see the new balance and
 * holds, then sends the trader the full 'account-updated'. Message: {userId}.
 */
export const FUNDS_CHANGED_CHANNEL = 'account-funds-changed';

export interface FundsChangedMessage {
  userId: number;
}

/**
 * After the transaction commits. The trader's screens get the stored balance, credit and holds
 * at once (a partial 'account-updated', as the spec allows), whether or not an engine is running.
 */
export async function announceFundsChanged(ctx: AppContext, userId: number): Promise<void> {
  const account = await findAccount(ctx.db, userId);
  if (account) {
    publishToAccount(ctx.bus, userId, 'account-updated', {
      balance: fromCents(account.balance_cents),
      credit: fromCents(account.credit_cents),
      reserved: fromCents(account.reserved_cents),
    });
  }
  // Last, so the engine's full figures follow the stored ones on the trader's screens.
  const message: FundsChangedMessage = { userId };
  ctx.bus.publish(FUNDS_CHANGED_CHANNEL, message);
}
