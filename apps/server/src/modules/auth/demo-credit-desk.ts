import type { FundsCaller, FundsMover } from '../trading/funds-desks.ts';

export const DEMO_CREDIT_DESK = 'demo-credit';

interface DemoCreditRequest {
  userId: number;
  amountCents: number;
}

/** Asks the engine to credit a new demo account's virtual funds. */
export async function creditDemoFunds(trading: FundsCaller, userId: number, amountCents: number): Promise<void> {
  await trading.funds(DEMO_CREDIT_DESK, { userId, amountCents } satisfies DemoCreditRequest);
}

/** On the engine's instance: the demo credit, once per trader. */
export function demoCreditDesk() {
  return async (payload: unknown, mover: FundsMover): Promise<null> => {
    const { userId, amountCents } = payload as DemoCreditRequest;
    const opId = `user:${userId}:demo-credit`;
    if (mover.isApplied(opId)) return null;
    await mover.move({ opId, userId, kind: 'demo_credit', amountCents, about: { note: 'Demo account virtual funds' } });
    return null;
  };
}
