import type { FundsCaller, FundsMover } from '../trading/funds-desks.ts';

export const DEMO_CREDIT_DESK = 'demo-credit';

interface AccountOpenedRequest {
  accountId: number;
  userId: number;
  /** A demo account's virtual funds; 0 for a live one (it is funded by deposits). */
  amountCents: number;
}

/**
 * Tells the engine a new account's owner and credits a demo account's virtual funds (every account
 * opens through here: signup and the account menu).
 */
export async function creditDemoFunds(trading: FundsCaller, account: { accountId: number; userId: number }, amountCents: number): Promise<void> {
  await trading.funds(DEMO_CREDIT_DESK, { ...account, amountCents } satisfies AccountOpenedRequest);
}

/**
 * On the engine's instance: the owner, then the demo credit once per account. A trader's first
 * account keeps the id it always had (`user:{id}:demo-credit`); each further demo account has its own.
 */
export function demoCreditDesk() {
  return async (payload: unknown, mover: FundsMover): Promise<null> => {
    const { accountId, userId, amountCents } = payload as AccountOpenedRequest;
    mover.register(accountId, userId);
    const opId = accountId === userId ? `user:${userId}:demo-credit` : `account:${accountId}:demo-credit`;
    if (amountCents <= 0 || mover.isApplied(opId)) return null;
    await mover.move({ opId, accountId, kind: 'demo_credit', amountCents, about: { note: 'Demo account virtual funds' } });
    return null;
  };
}
