import type { Performance } from '@platform/shared/reports';
import { fromCents } from '@platform/shared/money';
import type { Db, Dialect } from '../../db/database.ts';
import { toIso } from '../../db/now.ts';
import { balanceBefore } from './ledger-report.repository.ts';
import { dailyLedgerMovements, foldBuckets, tradeFigures, type Bucket, type TradeFilter } from './performance.repository.ts';

const DAY_MS = 86_400_000;
const dayText = (day: number) => toIso(day * DAY_MS).slice(0, 10);
const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
const bucketView = (b: Pick<Bucket<unknown>, 'trades' | 'wins' | 'profitCents'>) => ({
  trades: b.trades,
  wins: b.wins,
  profit: fromCents(b.profitCents),
});

/**
 * Every figure of the Reports screen in integer cents, converted once here: the trades' from one
 * ordered scan (tradeFigures), the balance curve from the ledger's daily sums.
 */
export async function performanceReport(
  db: Db,
  dialect: Dialect,
  filter: TradeFilter,
  equityNowCents: number | null,
): Promise<Performance> {
  const [{ slots, symbols, drawdownCents: drawdown }, movements, opening] = await Promise.all([
    tradeFigures(db, dialect, filter),
    dailyLedgerMovements(db, filter.accountId, filter.fromMs, filter.toMs),
    balanceBefore(db, filter.accountId, filter.fromMs),
  ]);
  const days = foldBuckets(slots, (slot) => Math.floor(slot / 24));
  const hours = foldBuckets(slots, (slot) => slot % 24);
  // The period's totals are the sum of its days.
  const total = days.reduce(
    (t, d) => ({
      trades: t.trades + d.trades,
      wins: t.wins + d.wins,
      losses: t.losses + d.losses,
      grossProfit: t.grossProfit + d.grossProfitCents,
      grossLoss: t.grossLoss + d.grossLossCents,
      largest: Math.max(t.largest, d.largestCents),
      smallest: Math.min(t.smallest, d.smallestCents),
      holding: t.holding + d.holdingMs,
    }),
    { trades: 0, wins: 0, losses: 0, grossProfit: 0, grossLoss: 0, largest: 0, smallest: 0, holding: 0 },
  );
  return {
    from: toIso(filter.fromMs),
    to: toIso(filter.toMs),
    symbol: filter.symbol ?? null,
    trades: total.trades,
    wins: total.wins,
    losses: total.losses,
    win_rate: total.trades > 0 ? percent(total.wins, total.trades) : null,
    net_profit: fromCents(total.grossProfit + total.grossLoss),
    gross_profit: fromCents(total.grossProfit),
    gross_loss: fromCents(total.grossLoss),
    average_win: total.wins > 0 ? fromCents(Math.round(total.grossProfit / total.wins)) : null,
    average_loss: total.losses > 0 ? fromCents(Math.round(total.grossLoss / total.losses)) : null,
    profit_factor: total.grossLoss < 0 ? Math.round((total.grossProfit / -total.grossLoss) * 100) / 100 : null,
    largest_win: total.largest > 0 ? fromCents(total.largest) : null,
    largest_loss: total.smallest < 0 ? fromCents(total.smallest) : null,
    max_drawdown: fromCents(drawdown),
    average_holding_seconds: total.trades > 0 ? Math.round(total.holding / total.trades / 1000) : null,
    by_symbol: symbols.map((b) => ({ symbol: b.key, ...bucketView(b) })),
    by_day: days.map((b) => ({ day: dayText(b.key), ...bucketView(b) })),
    by_hour: hours.map((b) => ({ hour: b.key, ...bucketView(b) })),
    curve: curve(opening, movements, new Map(days.map((d) => [d.key, d.profitCents]))),
    equity_now: equityNowCents === null ? null : fromCents(equityNowCents),
  };
}

/** One point per day with a ledger entry or a closed trade: the end-of-day balance and cumulative trade P/L. */
function curve(openingCents: number, movements: Map<number, number>, dailyProfit: Map<number, number>) {
  const allDays = [...new Set([...movements.keys(), ...dailyProfit.keys()])].sort((a, b) => a - b);
  let balance = openingCents;
  let cumulative = 0;
  return allDays.map((day) => {
    balance += movements.get(day) ?? 0;
    cumulative += dailyProfit.get(day) ?? 0;
    return { day: dayText(day), balance: fromCents(balance), cumulative_profit: fromCents(cumulative) };
  });
}
