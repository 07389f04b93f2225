import { z } from 'zod';
import { switchModeSchema, switchScopeSchema } from '@platform/shared/risk';
import { defineLeaderCommand } from '../../../engine-host/engine-host.ts';
import { AppError } from '../../../errors/app-error.ts';
import { recordAudit, staffActorSchema } from '../../audit/public.ts';
import { writeSwitch } from '../risk.repository.ts';
import { RISK_CHANGED_CHANNEL } from '../risk-channels.ts';

/**
 * A dealer puts a symbol, a client group or one account in close-only or disabled (or lifts it),
 * with a reason: stored and audited, then applied to the leader's engine, which every instance's
 * orders reach; desks everywhere hear of it on the bus.
 */
export const setDealerSwitch = defineLeaderCommand({
  name: 'risk.set-switch',
  input: z.object({
    actor: staffActorSchema,
    scope: switchScopeSchema,
    target: z.string().min(1).max(64),
    mode: switchModeSchema.nullable(),
    reason: z.string().min(1).max(500),
  }),
  async run({ actor, scope, target, mode, reason }, leader) {
    const { ctx } = leader;
    const engine = leader.engine();
    const key = await checkedTarget(leader, scope, target);
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      const { before } = await writeSwitch(trx, { scope, target: key, mode, reason, setBy: actor.id ?? 0, setAt: now });
      await recordAudit(
        trx,
        actor,
        {
          action: mode === null ? 'risk.switch-lift' : 'risk.switch-set',
          targetType: `risk_${scope}`,
          targetId: scope === 'symbol' ? null : Number(key),
          before: before ? { mode: before.mode, reason: before.reason } : null,
          after: { scope, target: key, mode, reason },
        },
        now,
      );
    });
    engine.setDealerSwitch(scope, key, mode);
    ctx.bus.publish(RISK_CHANGED_CHANNEL, { kind: 'switch', at: now });
    return { status: 'success' as const, message: 'Switch saved.' };
  },
});

async function checkedTarget(
  leader: Parameters<typeof setDealerSwitch.run>[1],
  scope: 'symbol' | 'group' | 'account',
  target: string,
): Promise<string> {
  if (scope === 'symbol') {
    const symbol = target.toUpperCase();
    if (!leader.market.symbol(symbol)) throw new AppError('UNKNOWN_SYMBOL', 404, `Unknown symbol ${target}.`);
    return symbol;
  }
  const id = Number(target);
  if (!Number.isSafeInteger(id) || id <= 0) throw AppError.notFound(scope === 'group' ? 'Group not found.' : 'Account not found.');
  if (scope === 'group') {
    await leader.ctx.groups.ready();
    if (!leader.ctx.groups.get(id)) throw AppError.notFound('Group not found.');
  } else {
    const row = await leader.ctx.db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw AppError.notFound('Account not found.');
  }
  return String(id);
}
