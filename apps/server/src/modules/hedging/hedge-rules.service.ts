import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { symbolGroupPath } from '@platform/shared/trading-conditions';
import type { MarketService } from '../market/public.ts';
import { recordAudit, type StaffActor } from '../audit/public.ts';
import type { Profitability, RoutingMode } from './hedging.tables.ts';
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
  profitability: Profitability | null;
}

/** What a rule may name: the symbols and their groups on the book, and the client groups. */
export interface RuleNames {
  symbols(): ReadonlyArray<{ symbol: string; category: string; baseCurrency: string }>;
  clientGroups(): ReadonlyArray<{ name: string }>;
}

/** Every symbol-group path on the book and each of its parents (`Forex/Majors` and `Forex`). */
export function symbolGroupsOf(symbols: ReturnType<RuleNames['symbols']>): string[] {
  const paths = new Set<string>();
  for (const sheet of symbols) {
    const parts = symbolGroupPath(sheet).split('/');
    for (let depth = 1; depth <= parts.length; depth += 1) paths.add(parts.slice(0, depth).join('/'));
  }
  return [...paths].sort();
}

/** A rule that can match: its names exist, an exposure rule has its limit, a size band is not upside down. */
function checked(input: RuleInput, names: RuleNames): RuleInput {
  if (input.mode === 'exposure' && input.exposureLimitUnits === null)
    throw AppError.validation({ exposure_limit: ['An exposure rule needs exposure_limit, the net volume in lots the broker keeps.'] });
  if (input.minVolumeUnits !== null && input.maxVolumeUnits !== null && input.minVolumeUnits > input.maxVolumeUnits)
    throw AppError.validation({ max_volume: ['max_volume must not be below min_volume.'] });
  const symbols = names.symbols();
  if (input.symbol !== null && !symbols.some((sheet) => sheet.symbol === input.symbol))
    throw AppError.validation({ symbol: [`No symbol ${input.symbol} is on the book.`] });
  const groups = symbolGroupsOf(symbols);
  if (input.symbolGroup !== null && !groups.includes(input.symbolGroup))
    throw AppError.validation({ symbol_group: [`No symbol group ${input.symbolGroup}: the groups are ${groups.join(', ')}.`] });
  if (input.clientGroup !== null && !names.clientGroups().some((group) => group.name === input.clientGroup))
    throw AppError.validation({ client_group: [`No client group is called ${input.clientGroup}.`] });
  return input;
}

/** The names a rule may use, from the market's symbol sheet and the client groups' catalogue. */
export const ruleNames = (ctx: AppContext, market: Pick<MarketService, 'listSymbols'>): RuleNames => ({
  symbols: () => market.listSymbols(),
  clientGroups: () => ctx.groups.list(),
});

const toRow = (input: RuleInput) => ({
  client_group: input.clientGroup,
  symbol_group: input.symbolGroup,
  symbol: input.symbol,
  min_volume_units: input.minVolumeUnits,
  max_volume_units: input.maxVolumeUnits,
  mode: input.mode,
  exposure_limit_units: input.exposureLimitUnits,
  profitability: input.profitability,
});

/** The dealer's routing rules: every change audited, and the hedge leader told to read them again. */
export function createHedgeRulesService(ctx: AppContext, names: RuleNames) {
  const changed = () => ctx.bus.publish('hedging.rules-changed', { at: ctx.clock.now() });
  return {
    async list(): Promise<RoutingRule[]> {
      return (await ctx.db.selectFrom('hedge_rules').selectAll().orderBy('id').execute()).map(ruleFromRow);
    },

    async create(actor: StaffActor, input: RuleInput): Promise<RoutingRule> {
      await ctx.groups.ready();
      const rule = checked(input, names);
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
      await ctx.groups.ready();
      const rule = checked(input, names);
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
