import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface TradeFilter {
  userId: number;
  fromMs: number;
  toMs: number;
  symbol?: string | undefined;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Closed trades (not cancelled orders) of the filter, by close time. */
function closedTrades(db: Db, filter: TradeFilter) {
  let query = db
    .selectFrom('orders')
    .where('user_id', '=', filter.userId)
    .where('status', '=', 'closed')
    .where('closed_at', '>=', filter.fromMs)
    .where('closed_at', '<', filter.toMs);
  if (filter.symbol) query = query.where('symbol', '=', filter.symbol);
  return query;
}

/** A trade's result: realised P/L plus its swap and commission (both signed, negative = charged). */
const net = sql<number>`(coalesce(profit_cents, 0) + swap_cents + commission_cents)`;

export interface TradeTotals {
  trades: number;
  wins: number;
  losses: number;
  grossProfitCents: number;
  grossLossCents: number;
  largestWinCents: number | null;
  largestLossCents: number | null;
  holdingMsSum: number;
}

export async function tradeTotals(db: Db, filter: TradeFilter): Promise<TradeTotals> {
  const row = await closedTrades(db, filter)
    .select([
      sql<number>`count(*)`.as('trades'),
      sql<number>`sum(case when ${net} > 0 then 1 else 0 end)`.as('wins'),
      sql<number>`sum(case when ${net} < 0 then 1 else 0 end)`.as('losses'),
      sql<number>`sum(case when ${net} > 0 then ${net} else 0 end)`.as('gross_profit'),
      sql<number>`sum(case when ${net} < 0 then ${net} else 0 end)`.as('gross_loss'),
      sql<number | null>`max(${net})`.as('largest'),
      sql<number | null>`min(${net})`.as('smallest'),
      sql<number>`sum(closed_at - coalesce(opened_at, created_at))`.as('holding'),
    ])
    .executeTakeFirstOrThrow();
  const largest = row.largest === null ? null : Number(row.largest);
  const smallest = row.smallest === null ? null : Number(row.smallest);
  return {
    trades: Number(row.trades),
    wins: Number(row.wins ?? 0),
    losses: Number(row.losses ?? 0),
    grossProfitCents: Number(row.gross_profit ?? 0),
    grossLossCents: Number(row.gross_loss ?? 0),
    largestWinCents: largest !== null && largest > 0 ? largest : null,
    largestLossCents: smallest !== null && smallest < 0 ? smallest : null,
    holdingMsSum: Number(row.holding ?? 0),
  };
}

export interface Bucket<K> {
  key: K;
  trades: number;
  wins: number;
  profitCents: number;
}

async function bucketsBy(db: Db, filter: TradeFilter, key: RawBuilder<string | number>): Promise<Bucket<string>[]> {
  const rows = await closedTrades(db, filter)
    .select([
      key.as('key'),
      sql<number>`count(*)`.as('trades'),
      sql<number>`sum(case when ${net} > 0 then 1 else 0 end)`.as('wins'),
      sql<number>`sum(${net})`.as('profit'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((row) => ({ key: String(row.key), trades: Number(row.trades), wins: Number(row.wins), profitCents: Number(row.profit) }));
}

export const bySymbol = (db: Db, filter: TradeFilter) => bucketsBy(db, filter, sql<string>`symbol`);
/** Day number since the epoch (UTC) of the close. */
export const byDay = async (db: Db, filter: TradeFilter) =>
  (await bucketsBy(db, filter, sql<number>`(closed_at / ${sql.lit(DAY_MS)})`)).map((b) => ({ ...b, key: Number(b.key) }));
export const byHour = async (db: Db, filter: TradeFilter) =>
  (await bucketsBy(db, filter, sql<number>`((closed_at / ${sql.lit(HOUR_MS)}) % 24)`)).map((b) => ({ ...b, key: Number(b.key) }));

/**
 * The deepest fall of cumulative trade P/L below its running peak (≥ 0), computed in the database
 * with window functions over the trades in close order, so 100,000 trades never reach the process.
 */
export async function maxDrawdownCents(db: Db, filter: TradeFilter): Promise<number> {
  const cumulative = closedTrades(db, filter).select([
    'closed_at',
    'id',
    sql<number>`sum(${net}) over (order by closed_at, id rows between unbounded preceding and current row)`.as('cum'),
  ]);
  const peaks = db
    .selectFrom(cumulative.as('c'))
    .select([
      sql<number>`cum`.as('cum'),
      sql<number>`max(cum) over (order by closed_at, id rows between unbounded preceding and current row)`.as('peak'),
    ]);
  const row = await db
    .selectFrom(peaks.as('p'))
    .select(sql<number | null>`max(case when peak > 0 then peak else 0 end - cum)`.as('drawdown'))
    .executeTakeFirst();
  return Math.max(0, Number(row?.drawdown ?? 0));
}

/** End-of-day balance per day with ledger activity in the period: the balance after that day's last entry. */
export async function dailyBalances(db: Db, userId: number, fromMs: number, toMs: number): Promise<{ day: number; balanceCents: number }[]> {
  const lastOfDay = db
    .selectFrom('ledger_entries')
    .select(sql<number>`max(id)`.as('id'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', fromMs)
    .where('created_at', '<', toMs)
    .groupBy(sql`created_at / ${sql.lit(DAY_MS)}`);
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['created_at', 'balance_after_cents'])
    .where('id', 'in', lastOfDay)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ day: Math.floor(Number(row.created_at) / DAY_MS), balanceCents: Number(row.balance_after_cents) }));
}
