import { fromCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { findAccount } from '../ledger/ledger.repository.ts';

/**
 * Bus channel announcing that a trader's balance or reservation changed outside the trading
 * engine (deposit, withdrawal, referral reward). The trading shell listens and re-reads the
 * account, so margin checks see the new balance and reserved amount. Message: {userId}.
 */
export const FUNDS_CHANGED_CHANNEL = 'account-funds-changed';

export interface FundsChangedMessage {
  userId: number;
}

/** After the transaction commits: tell the engine, and the trader's screens, the new figures. */
export async function announceFundsChanged(ctx: AppContext, userId: number): Promise<void> {
  const message: FundsChangedMessage = { userId };
  ctx.bus.publish(FUNDS_CHANGED_CHANNEL, message);
  const account = await findAccount(ctx.db, userId);
  if (account) {
    publishToAccount(ctx.bus, userId, 'account-updated', {
      balance: fromCents(account.balance_cents),
      reserved: fromCents(account.reserved_cents),
      credit: fromCents(account.credit_cents),
    });
  }
}
