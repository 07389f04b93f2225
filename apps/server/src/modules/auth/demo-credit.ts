import { z } from 'zod';
import { defineLeaderCommand } from '../../engine-host/engine-host.ts';

/** A new demo account's virtual funds, credited by the engine once per trader (`user:{id}:demo-credit`). */
export const creditDemoFunds = defineLeaderCommand({
  name: 'auth.credit-demo-funds',
  input: z.object({ userId: z.number().int().positive(), amountCents: z.number().int().positive() }),
  async run({ userId, amountCents }, leader): Promise<null> {
    await leader.whenReady();
    const opId = `user:${userId}:demo-credit`;
    if (leader.engine().isApplied(opId)) return null;
    await leader.moveFunds({ opId, userId, kind: 'demo_credit', amountCents, about: { note: 'Demo account virtual funds' } });
    return null;
  },
});
