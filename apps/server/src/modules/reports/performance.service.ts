import type { Performance } from '@platform/shared/reports';
import { fromCents } from '@platform/shared/money';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/now.ts';
import { balanceBefore } from './ledger-report.repository.ts';
import { byDay, byHour, bySymbol, dailyBalances, maxDrawdownCents, tradeTotals, type TradeFilter } from './performance.repository.ts';

const DAY_MS = 86_400_000;
const dayText = (day: number) => toIso(day * DAY_MS).slice(0, 10);
const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** Every figure of the Reports screen, aggregated by the database in integer cents and converted once here. */
export async function performanceReport(db: Db, filter: TradeFilter, equityNowCents: number | null): Promise<Performance> {
  const [totals, symbols, days, hours, drawdown, balances, opening] = await Promise.all([
    tradeTotals(db, filter),
    bySymbol(db, filter),
    byDay(db, filter),
    byHour(db, filter),
    maxDrawdownCents(db, filter),
    dailyBalances(db, filter.userId, filter.fromMs, filter.toMs),
    balanceBefore(db, filter.userId, filter.fromMs),
  ]);
  const netCents = totals.grossProfitCents + totals.grossLossCents;
  return {
    from: toIso(filter.fromMs),
    to: toIso(filter.toMs),
    symbol: filter.symbol ?? null,
    trades: totals.trades,
    wins: totals.wins,
    losses: totals.losses,
    win_rate: totals.trades > 0 ? percent(totals.wins, totals.trades) : null,
    net_profit: fromCents(netCents),
    gross_profit: fromCents(totals.grossProfitCents),
    gross_loss: fromCents(totals.grossLossCents),
    average_win: totals.wins > 0 ? fromCents(Math.round(totals.grossProfitCents / totals.wins)) : null,
    average_loss: totals.losses > 0 ? fromCents(Math.round(totals.grossLossCents / totals.losses)) : null,
    profit_factor: totals.grossLossCents < 0 ? Math.round((totals.grossProfitCents / -totals.grossLossCents) * 100) / 100 : null,
    largest_win: totals.largestWinCents === null ? null : fromCents(totals.largestWinCents),
    largest_loss: totals.largestLossCents === null ? null : fromCents(totals.largestLossCents),
    max_drawdown: fromCents(drawdown),
    average_holding_seconds: totals.trades > 0 ? Math.round(totals.holdingMsSum / totals.trades / 1000) : null,
    by_symbol: symbols.map((b) => ({ symbol: b.key, trades: b.trades, wins: b.wins, profit: fromCents(b.profitCents) })),
    by_day: days.map((b) => ({ day: dayText(b.key), trades: b.trades, wins: b.wins, profit: fromCents(b.profitCents) })),
    by_hour: hours.map((b) => ({ hour: b.key, trades: b.trades, wins: b.wins, profit: fromCents(b.profitCents) })),
    curve: curve(opening, balances, days),
    equity_now: equityNowCents === null ? null : fromCents(equityNowCents),
  };
}

/** One point per day with a ledger entry or a closed trade, values carried forward across days without one. */
function curve(openingCents: number, balances: { day: number; balanceCents: number }[], days: { key: number; profitCents: number }[]) {
  const balanceOf = new Map(balances.map((b) => [b.day, b.balanceCents]));
  const profitOf = new Map(days.map((b) => [b.key, b.profitCents]));
  const allDays = [...new Set([...balanceOf.keys(), ...profitOf.keys()])].sort((a, b) => a - b);
  let balance = openingCents;
  let cumulative = 0;
  return allDays.map((day) => {
    balance = balanceOf.get(day) ?? balance;
    cumulative += profitOf.get(day) ?? 0;
    return { day: dayText(day), balance: fromCents(balance), cumulative_profit: fromCents(cumulative) };
  });
}
