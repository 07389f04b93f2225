import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit, type StaffActor } from '../audit/public.ts';
import type { RoutingMode } from './hedging.tables.ts';
import { ruleFromRow, type RoutingRule } from './routing-rules.ts';
import './hedging.channels.ts';

export interface RuleInput {
  clientGroup: string | null;
  symbolGroup: string | null;
  symbol: string | null;
  minVolumeUnits: number | null;
  maxVolumeUnits: number | null;
  mode: RoutingMode;
  exposureLimitUnits: number | null;
}

function checked(input: RuleInput): RuleInput {
  if (input.mode === 'exposure' && input.exposureLimitUnits === null)
    throw new AppError('VALIDATION_ERROR', 422, 'An exposure rule needs exposure_limit, the net volume the broker keeps.');
  if (input.minVolumeUnits !== null && input.maxVolumeUnits !== null && input.minVolumeUnits > input.maxVolumeUnits)
    throw new AppError('VALIDATION_ERROR', 422, 'min_volume must not be above max_volume.');
  return input;
}

const toRow = (input: RuleInput) => ({
  client_group: input.clientGroup,
  symbol_group: input.symbolGroup,
  symbol: input.symbol,
  min_volume_units: input.minVolumeUnits,
  max_volume_units: input.maxVolumeUnits,
  mode: input.mode,
  exposure_limit_units: input.exposureLimitUnits,
});

/** The dealer's routing rules: every change audited, and the hedge leader told to read them again. */
export function createHedgeRulesService(ctx: AppContext) {
  const changed = () => ctx.bus.publish('hedging.rules-changed', { at: ctx.clock.now() });
  return {
    async list(): Promise<RoutingRule[]> {
      return (await ctx.db.selectFrom('hedge_rules').selectAll().orderBy('id').execute()).map(ruleFromRow);
    },

    async create(actor: StaffActor, input: RuleInput): Promise<RoutingRule> {
      const rule = checked(input);
      const created = await ctx.db.transaction().execute(async (trx) => {
        const now = ctx.clock.now();
        const row = await trx
          .insertInto('hedge_rules')
          .values({ ...toRow(rule), created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, { action: 'hedging.rule.create', targetType: 'hedge_rule', targetId: row.id, after: rule }, now);
        return ruleFromRow(row);
      });
      changed();
      return created;
    },

    async update(actor: StaffActor, id: number, input: RuleInput): Promise<RoutingRule> {
      const rule = checked(input);
      const updated = await ctx.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('hedge_rules').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw new AppError('NOT_FOUND', 404, 'No routing rule has this id.');
        const now = ctx.clock.now();
        const row = await trx
          .updateTable('hedge_rules')
          .set({ ...toRow(rule), updated_at: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(
          trx,
          actor,
          { action: 'hedging.rule.update', targetType: 'hedge_rule', targetId: id, before: ruleFromRow(before), after: rule },
          now,
        );
        return ruleFromRow(row);
      });
      changed();
      return updated;
    },

    async remove(actor: StaffActor, id: number): Promise<void> {
      await ctx.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('hedge_rules').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw new AppError('NOT_FOUND', 404, 'No routing rule has this id.');
        await trx.deleteFrom('hedge_rules').where('id', '=', id).execute();
        await recordAudit(
          trx,
          actor,
          { action: 'hedging.rule.delete', targetType: 'hedge_rule', targetId: id, before: ruleFromRow(before) },
          ctx.clock.now(),
        );
      });
      changed();
    },
  };
}
