import { z } from 'zod';
import { defineLeaderCommand } from '../../../engine-host/engine-host.ts';
import { accountsNearMarginCall, topFloating } from '../../../engine/risk-accounts.ts';

/** The risk book valued now, as the leader's engine holds it (a follower asks the leader). */
export const readRiskBook = defineLeaderCommand({
  name: 'risk.book',
  input: z.object({}),
  async run(_input, leader) {
    return leader.engine().riskSnapshot(leader.ctx.clock.now());
  },
});

/** Accounts under or near their margin-call level, lowest margin level first. */
export const readMarginCalls = defineLeaderCommand({
  name: 'risk.margin-calls',
  input: z.object({ distance: z.number().min(0).max(10_000) }),
  async run({ distance }, leader) {
    return accountsNearMarginCall(leader.engine().state, distance);
  },
});

/** Live accounts by clients' floating profit, most profitable first. */
export const readTopFloating = defineLeaderCommand({
  name: 'risk.top-floating',
  input: z.object({ limit: z.number().int().min(1).max(100) }),
  async run({ limit }, leader) {
    return topFloating(leader.engine().state, limit);
  },
});
