import { DEPOSIT_MESSAGES, WITHDRAWAL_MESSAGES } from '@platform/shared/banking';
import type { Account } from '../../engine-host/engine-host.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';

/**
 * Real money goes in to and comes out of live accounts only: a demo account's balance is virtual
 * (spec §6 blocks its withdrawals; issue 29 sends deposits to a chosen live account). Checked before
 * anything is written or a two-factor code is spent.
 */
export function refuseDemoDeposit(account: Pick<Account, 'type'>): void {
  if (account.type !== 'live') throw new AppError('DEMO_DEPOSIT_BLOCKED', 403, DEPOSIT_MESSAGES.demoBlocked);
}

export function refuseDemoWithdrawal(user: Pick<AuthUser, 'accountType'>, account: Pick<Account, 'type'>): void {
  if (user.accountType !== 'live' || account.type !== 'live')
    throw new AppError('DEMO_WITHDRAWAL_BLOCKED', 403, WITHDRAWAL_MESSAGES.demoBlocked);
}
