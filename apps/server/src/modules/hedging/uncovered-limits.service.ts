import type { UncoveredLimit, uncoveredLimitRequestSchema } from '@platform/shared/hedging';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MarketService } from '../market/public.ts';
import { recordAudit, type StaffActor } from '../audit/public.ts';
import { readCoverageBook } from './coverage.ts';
import { symbolGroupsOf, type RuleNames } from './hedge-rules.service.ts';
import { readSession } from './session-record.ts';
import { uncoveredUnder } from './uncovered-watch.ts';
import {
  deleteUncoveredLimit,
  findUncoveredLimit,
  findUncoveredLimitOf,
  latestUncoveredEvents,
  listUncoveredLimits,
  saveUncoveredLimit,
  type UncoveredThreshold,
} from './uncovered-limits.repository.ts';
import './hedging.channels.ts';

type Market = Pick<MarketService, 'getSymbol' | 'quotes' | 'usdRate'>;

/** A threshold's target as stored: a symbol on the book (upper case) or an existing symbol-group path; else 422 at `target`. */
function checkedTarget(input: z.output<typeof uncoveredLimitRequestSchema>, names: RuleNames): string {
  const symbols = names.symbols();
  if (input.scope === 'symbol') {
    const symbol = input.target.toUpperCase();
    if (!symbols.some((sheet) => sheet.symbol === symbol))
      throw AppError.validation({ target: [`No symbol ${input.target} is on the book.`] });
    return symbol;
  }
  const groups = symbolGroupsOf(symbols);
  if (!groups.includes(input.target))
    throw AppError.validation({ target: [`No symbol group ${input.target}: the groups are ${groups.join(', ')}.`] });
  return input.target;
}

/** The desk's uncovered-exposure thresholds: every change audited, and the hedge leader told to read them again. */
export function createUncoveredLimitsService(ctx: AppContext, names: RuleNames, market: Market) {
  const changed = () => ctx.bus.publish('hedging.uncovered-limits-changed', { at: ctx.clock.now() });
  return {
    /** Each threshold with the uncovered exposure under it now (any instance answers, from storage) and whether the desk was told. */
    async list(): Promise<UncoveredLimit[]> {
      const [thresholds, latest, book, session] = await Promise.all([
        listUncoveredLimits(ctx.db),
        latestUncoveredEvents(ctx.db),
        readCoverageBook(ctx.db),
        readSession(ctx.db, ctx.config.fix, ctx.clock.now()),
      ]);
      const figures = uncoveredUnder(thresholds, book, session.state === 'logged_on', market);
      return thresholds.map((threshold) =>
        view(threshold, figures.get(threshold.id) ?? null, latest.get(threshold.id)?.kind === 'crossed'),
      );
    },

    async save(actor: StaffActor, input: z.output<typeof uncoveredLimitRequestSchema>): Promise<UncoveredLimit> {
      const target = checkedTarget(input, names);
      const now = ctx.clock.now();
      const saved = await ctx.db.transaction().execute(async (trx) => {
        const before = await findUncoveredLimitOf(trx, input.scope, target);
        const limit = await saveUncoveredLimit(
          trx,
          { scope: input.scope, target, thresholdCents: Math.round(input.threshold_usd * 100) },
          actor.id,
          now,
        );
        await recordAudit(
          trx,
          actor,
          {
            action: 'hedging.uncovered-limit.save',
            targetType: 'hedge_uncovered_limit',
            targetId: limit.id,
            before,
            after: { ...input, target },
          },
          now,
        );
        return limit;
      });
      changed();
      return view(saved, null, false);
    },

    async remove(actor: StaffActor, id: number): Promise<void> {
      await ctx.db.transaction().execute(async (trx) => {
        const before = await findUncoveredLimit(trx, id);
        if (!before) throw AppError.notFound('No uncovered-exposure threshold has this id.');
        await deleteUncoveredLimit(trx, id);
        await recordAudit(
          trx,
          actor,
          { action: 'hedging.uncovered-limit.delete', targetType: 'hedge_uncovered_limit', targetId: id, before },
          ctx.clock.now(),
        );
      });
      changed();
    },
  };
}

const view = (threshold: UncoveredThreshold, cents: number | null, over: boolean): UncoveredLimit => ({
  id: threshold.id,
  scope: threshold.scope,
  target: threshold.target,
  threshold_usd: threshold.thresholdCents / 100,
  uncovered_usd: cents === null ? null : Math.round(cents) / 100,
  over,
});
