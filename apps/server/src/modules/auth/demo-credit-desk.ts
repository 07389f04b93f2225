import type { FundsCaller, FundsMover } from '../trading/funds-desks.ts';

export const DEMO_CREDIT_DESK = 'demo-credit';

interface DemoCreditRequest {
  accountId: number;
  userId: number;
  amountCents: number;
}

/** Asks the engine to credit a new demo account's virtual funds (and tells it the account's owner). */
export async function creditDemoFunds(trading: FundsCaller, account: { accountId: number; userId: number }, amountCents: number): Promise<void> {
  await trading.funds(DEMO_CREDIT_DESK, { ...account, amountCents } satisfies DemoCreditRequest);
}

/**
 * On the engine's instance: the demo credit, once per account. A trader's first account keeps the
 * id it always had (`user:{id}:demo-credit`); each further demo account has its own.
 */
export function demoCreditDesk() {
  return async (payload: unknown, mover: FundsMover): Promise<null> => {
    const { accountId, userId, amountCents } = payload as DemoCreditRequest;
    mover.register(accountId, userId);
    const opId = accountId === userId ? `user:${userId}:demo-credit` : `account:${accountId}:demo-credit`;
    if (mover.isApplied(opId)) return null;
    if (amountCents <= 0) return null;
    await mover.move({ opId, accountId, kind: 'demo_credit', amountCents, about: { note: 'Demo account virtual funds' } });
    return null;
  };
}
