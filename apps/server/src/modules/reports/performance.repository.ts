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

/**
 * Closed trades (not cancelled orders) of the filter. `closed_at is not null` selects the covering
 * partial index orders_user_closed_history, so every aggregate below is answered from the index.
 */
function closedTrades(db: Db, filter: TradeFilter) {
  let query = db
    .selectFrom('orders')
    .where('user_id', '=', filter.userId)
    .where('closed_at', 'is not', null)
    .where('closed_at', '>=', filter.fromMs)
    .where('closed_at', '<', filter.toMs)
    .where('status', '=', 'closed');
  if (filter.symbol) query = query.where('symbol', '=', filter.symbol);
  return query;
}

/** A trade's result: realised P/L plus its swap and commission (both signed, negative = charged). */
const net = sql<number>`(coalesce(profit_cents, 0) + swap_cents + commission_cents)`;

export interface Bucket<K> {
  key: K;
  trades: number;
  wins: number;
  losses: number;
  profitCents: number;
  grossProfitCents: number;
  grossLossCents: number;
  largestCents: number;
  smallestCents: number;
  holdingMs: number;
}

async function bucketsBy(db: Db, filter: TradeFilter, key: RawBuilder<string | number>): Promise<Bucket<string>[]> {
  const rows = await closedTrades(db, filter)
    .select([
      key.as('key'),
      sql<number>`count(*)`.as('trades'),
      sql<number>`sum(case when ${net} > 0 then 1 else 0 end)`.as('wins'),
      sql<number>`sum(case when ${net} < 0 then 1 else 0 end)`.as('losses'),
      sql<number>`sum(${net})`.as('profit'),
      sql<number>`sum(case when ${net} > 0 then ${net} else 0 end)`.as('gross_profit'),
      sql<number>`sum(case when ${net} < 0 then ${net} else 0 end)`.as('gross_loss'),
      sql<number>`max(${net})`.as('largest'),
      sql<number>`min(${net})`.as('smallest'),
      sql<number>`sum(closed_at - coalesce(opened_at, created_at))`.as('holding'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((row) => ({
    key: String(row.key),
    trades: Number(row.trades),
    wins: Number(row.wins),
    losses: Number(row.losses),
    profitCents: Number(row.profit),
    grossProfitCents: Number(row.gross_profit),
    grossLossCents: Number(row.gross_loss),
    largestCents: Number(row.largest),
    smallestCents: Number(row.smallest),
    holdingMs: Number(row.holding),
  }));
}

export const bySymbol = (db: Db, filter: TradeFilter) => bucketsBy(db, filter, sql<string>`symbol`);

/**
 * Buckets per UTC hour slot since the epoch (≤ 24 × days rows): the day and hour-of-day
 * breakdowns both fold from this one scan instead of scanning the trades twice.
 */
export const byHourSlot = async (db: Db, filter: TradeFilter) =>
  (await bucketsBy(db, filter, sql<number>`(closed_at / ${sql.lit(HOUR_MS)})`)).map((b) => ({ ...b, key: Number(b.key) }));

/** Folds buckets under a new key (sums add, extremes take the larger/smaller), in key order. */
export function foldBuckets<K extends number>(buckets: readonly Bucket<number>[], keyOf: (slot: number) => K): Bucket<K>[] {
  const folded = new Map<K, Bucket<K>>();
  for (const b of buckets) {
    const key = keyOf(b.key);
    const into = folded.get(key);
    if (!into) {
      folded.set(key, { ...b, key });
      continue;
    }
    into.trades += b.trades;
    into.wins += b.wins;
    into.losses += b.losses;
    into.profitCents += b.profitCents;
    into.grossProfitCents += b.grossProfitCents;
    into.grossLossCents += b.grossLossCents;
    into.largestCents = Math.max(into.largestCents, b.largestCents);
    into.smallestCents = Math.min(into.smallestCents, b.smallestCents);
    into.holdingMs += b.holdingMs;
  }
  return [...folded.values()].sort((a, b) => a.key - b.key);
}

/** The ledger's net movement per UTC day of the period (index-only: user, time, kind, amount). */
export async function dailyLedgerMovements(db: Db, userId: number, fromMs: number, toMs: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select([sql<number>`created_at / ${sql.lit(DAY_MS)}`.as('day'), sql<number>`sum(amount_cents)`.as('moved')])
    .where('user_id', '=', userId)
    .where('created_at', '>=', fromMs)
    .where('created_at', '<', toMs)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [Number(row.day), Number(row.moved)]));
}
