import { z } from 'zod';
import { defineLeaderCommand } from '../../engine-host/engine-host.ts';

/**
 * A new account, where the engine is: the engine learns its owner, and a demo account gets its
 * virtual funds once. A trader's first account keeps the id it always had (`user:{id}:demo-credit`,
 * its account id being the user id); each further demo account has its own (`account:{id}:demo-credit`).
 */
export const creditDemoFunds = defineLeaderCommand({
  name: 'auth.credit-demo-funds',
  input: z.object({
    accountId: z.number().int().positive(),
    userId: z.number().int().positive(),
    /** 0 for a live account (funded by deposits). */
    amountCents: z.number().int().nonnegative(),
    /** The leverage chosen at opening (null: none); absent for an account the engine may already hold. */
    leverage: z.number().int().positive().nullable().optional(),
  }),
  async run({ accountId, userId, amountCents, leverage }, leader): Promise<null> {
    await leader.whenReady();
    const engine = leader.engine();
    engine.registerAccount(accountId, userId, leverage);
    const opId = accountId === userId ? `user:${userId}:demo-credit` : `account:${accountId}:demo-credit`;
    if (amountCents === 0 || engine.isApplied(opId)) return null;
    await leader.moveFunds({ opId, accountId, kind: 'demo_credit', amountCents, about: { note: 'Demo account virtual funds' } });
    return null;
  },
});
