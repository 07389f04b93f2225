import type { AppContext } from '../../app-context.ts';
import { TradingEngine } from '../../engine/trading-engine.ts';
import type { EngineOrder, EngineSymbol } from '../../engine/types.ts';
import { listLiveOrders } from '../storage/order.repository.ts';
import type { EngineMarket } from '../leader-command.ts';
import type { EngineGroups } from '../engine-parts.ts';
import { addOrderSwap, claimRollover, lastAppliedRollover } from './rollover.repository.ts';
import { latestRolloverAt, rolloversBetween } from './rollover-schedule.ts';

/**
 * The swap one rollover charges each of the given positions, by the engine's own rule and the days
 * the calendar gives that rollover (`swapDays`), computed on a scratch engine holding only those
 * positions (`setUp` gives it the latest prices and the client groups: a points or percent swap and a
 * group's swap need them). Positions charged nothing are left out.
 */
export function rolloverSwaps(
  symbols: EngineSymbol[],
  positions: EngineOrder[],
  at: number,
  swapDays: (symbol: string) => number,
  setUp?: (scratch: TradingEngine) => void,
): Map<number, number> {
  const scratch = new TradingEngine();
  for (const symbol of symbols) scratch.upsertSymbol(symbol);
  setUp?.(scratch);
  for (const position of positions) scratch.loadOrder({ ...position, swapCents: 0 });
  const swaps = new Map<number, number>();
  for (const effect of scratch.rollover(at, swapDays))
    if (effect.type === 'order' && effect.event === 'persist' && effect.order.swapCents !== 0)
      swaps.set(effect.order.id, effect.order.swapCents);
  return swaps;
}

/**
 * Charges every rollover missed while no engine ran, oldest first, each to the positions open at
 * that rollover (opened at or before it), straight in storage before the engine loads. Each
 * rollover is one transaction that first claims it in `swap_rollovers`: one already claimed (by
 * another instance, or before a crash) is skipped, so each is charged exactly once. The first start
 * with an empty record only sets the baseline. Returns the rollovers it charged.
 */
export async function catchUpRollovers(ctx: AppContext, market: EngineMarket, now: number, groups?: EngineGroups): Promise<number[]> {
  const symbols = market.symbols();
  const last = await lastAppliedRollover(ctx.db);
  const zone = market.timeZone();
  if (last === null) {
    await claimRollover(ctx.db, latestRolloverAt(now, zone), 0, 'baseline', now);
    return [];
  }
  const due = rolloversBetween(last, now, zone);
  if (due.length === 0) return [];
  const open = (await listLiveOrders(ctx.db)).filter((order) => order.status === 'open' && order.openedAt !== null);
  // The groups and every account's group as the engine loads them, read once and given to each scratch engine.
  const template = new TradingEngine();
  if (groups) await groups.load(template);
  const setUp = (scratch: TradingEngine) => {
    for (const symbol of symbols) {
      const quote = market.latestQuote(symbol.symbol);
      if (quote) scratch.tick({ ...quote, marketOpen: false });
    }
    scratch.setGroups(template.state.groups.values());
    for (const account of template.state.accounts.values()) scratch.assignGroup(account.accountId, account.groupId);
  };
  const charged: number[] = [];
  for (const at of due) {
    const swaps = rolloverSwaps(
      symbols,
      open.filter((order) => order.openedAt! <= at),
      at,
      (symbol) => market.swapDays(symbol, at),
      setUp,
    );
    const claimed = await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimRollover(trx, at, swaps.size, 'catch_up', now))) return false;
      for (const [orderId, swapCents] of swaps) await addOrderSwap(trx, orderId, swapCents, now);
      return true;
    });
    if (!claimed) continue;
    charged.push(at);
    ctx.log.info({ rolloverAt: new Date(at).toISOString(), positions: swaps.size }, 'missed swap rollover charged');
  }
  return charged;
}
