import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.ts';

export interface TradeFilter {
  accountId: number;
  fromMs: number;
  toMs: number;
  symbol?: string | undefined;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Closed trades (not cancelled orders) of the filter. `closed_at is not null` selects the covering
 * partial index orders_account_closed_history, so the scan below is answered from the index.
 */
function closedTrades(db: Db, filter: TradeFilter) {
  let query = db
    .selectFrom('orders')
    .where('account_id', '=', filter.accountId)
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

/** What one walk over the period's closed trades gives: buckets per UTC hour slot and per symbol, and the drawdown. */
export interface TradeFigures {
  /** Per hour slot since the epoch (closed_at ÷ 1 h), in slot order. */
  slots: Bucket<number>[];
  /** Per symbol, in symbol order (binary, the same on both databases). */
  symbols: Bucket<string>[];
  /** The deepest fall of the cumulative net below its running peak (from 0), after every close, in cents (≥ 0). */
  drawdownCents: number;
}

/**
 * The period's closed trades in close order (closed_at, then id), one line each —
 * `closed_at:net:holding_ms:position:symbol` (position: the order a partial close was cut from, else its own id) — as one text from an ordered string_agg / group_concat over the
 * covering index. One scan hands the server everything, far cheaper than 100,000 result rows or
 * three grouped scans (hour slots, symbols, drawdown); '' when there are none.
 */
async function closedTradesInOrder(db: Db, dialect: Dialect, filter: TradeFilter): Promise<string> {
  const holding = sql`closed_at - coalesce(opened_at, created_at)`;
  const position = sql`coalesce(position_id, id)`;
  const line =
    dialect === 'postgres'
      ? sql`concat_ws(':', closed_at, ${net}, ${holding}, ${position}, symbol)`
      : sql`closed_at || ':' || ${net} || ':' || (${holding}) || ':' || ${position} || ':' || symbol`;
  const joined =
    dialect === 'postgres'
      ? sql<string | null>`string_agg(${line}, ${'\n'} order by closed_at, id)`
      : sql<string | null>`group_concat(${line}, ${'\n'} order by closed_at, id)`;
  const row = await closedTrades(db, filter).select(joined.as('trades')).executeTakeFirst();
  return row?.trades ?? '';
}

const emptyBucket = <K>(key: K): Bucket<K> => ({
  key,
  trades: 0,
  wins: 0,
  losses: 0,
  profitCents: 0,
  grossProfitCents: 0,
  grossLossCents: 0,
  largestCents: Number.NEGATIVE_INFINITY,
  smallestCents: Number.POSITIVE_INFINITY,
  holdingMs: 0,
});

/**
 * One close's money goes to its bucket's P/L; the trade (the whole position: every partial close
 * and the final one) counts once, in the bucket of its last close, with its summed result.
 */
function add<K>(bucket: Bucket<K>, closeNetCents: number, trade: { netCents: number; holdingMs: number } | null): void {
  bucket.profitCents += closeNetCents;
  if (!trade) return;
  const { netCents, holdingMs } = trade;
  bucket.trades += 1;
  bucket.holdingMs += holdingMs;
  if (netCents > 0) {
    bucket.wins += 1;
    bucket.grossProfitCents += netCents;
  } else if (netCents < 0) {
    bucket.losses += 1;
    bucket.grossLossCents += netCents;
  }
  if (netCents > bucket.largestCents) bucket.largestCents = netCents;
  if (netCents < bucket.smallestCents) bucket.smallestCents = netCents;
}

interface Close {
  closedAt: number;
  netCents: number;
  holdingMs: number;
  position: number;
  symbol: string;
}

function parseCloses(text: string): Close[] {
  const closes: Close[] = [];
  let at = 0;
  while (at < text.length) {
    const a = text.indexOf(':', at);
    const b = text.indexOf(':', a + 1);
    const c = text.indexOf(':', b + 1);
    const d = text.indexOf(':', c + 1);
    let end = text.indexOf('\n', d + 1);
    if (end < 0) end = text.length;
    closes.push({
      closedAt: Number(text.slice(at, a)),
      netCents: Number(text.slice(a + 1, b)),
      holdingMs: Number(text.slice(b + 1, c)),
      position: Number(text.slice(c + 1, d)),
      symbol: text.slice(d + 1, end),
    });
    at = end + 1;
  }
  return closes;
}

/**
 * Folds the ordered trade lines (see closedTradesInOrder) into slots, symbols and the drawdown.
 * A position closed in parts is one trade (win rate, counts, averages); its money lands where each part closed.
 */
export function walkTrades(text: string): TradeFigures {
  const closes = parseCloses(text);
  const positions = new Map<number, { netCents: number; last: number }>();
  closes.forEach((close, index) => {
    const position = positions.get(close.position);
    if (position) {
      position.netCents += close.netCents;
      position.last = index;
    } else positions.set(close.position, { netCents: close.netCents, last: index });
  });
  const slots = new Map<number, Bucket<number>>();
  const symbols = new Map<string, Bucket<string>>();
  let cumulative = 0;
  let peak = 0;
  let deepest = 0;
  closes.forEach((close, index) => {
    const position = positions.get(close.position)!;
    const trade = position.last === index ? { netCents: position.netCents, holdingMs: close.holdingMs } : null;
    const slot = Math.floor(close.closedAt / HOUR_MS);
    let bySlot = slots.get(slot);
    if (!bySlot) slots.set(slot, (bySlot = emptyBucket(slot)));
    add(bySlot, close.netCents, trade);
    let bySymbol = symbols.get(close.symbol);
    if (!bySymbol) symbols.set(close.symbol, (bySymbol = emptyBucket(close.symbol)));
    add(bySymbol, close.netCents, trade);
    cumulative += close.netCents;
    if (cumulative > peak) peak = cumulative;
    else if (peak - cumulative > deepest) deepest = peak - cumulative;
  });
  return {
    slots: [...slots.values()].sort((x, y) => x.key - y.key),
    symbols: [...symbols.values()].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0)),
    drawdownCents: deepest,
  };
}

/** Every trade figure of the period in one scan. */
export async function tradeFigures(db: Db, dialect: Dialect, filter: TradeFilter): Promise<TradeFigures> {
  return walkTrades(await closedTradesInOrder(db, dialect, filter));
}

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
export async function dailyLedgerMovements(db: Db, accountId: number, fromMs: number, toMs: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select([sql<number>`created_at / ${sql.lit(DAY_MS)}`.as('day'), sql<number>`sum(amount_cents)`.as('moved')])
    .where('account_id', '=', accountId)
    .where('created_at', '>=', fromMs)
    .where('created_at', '<', toMs)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [Number(row.day), Number(row.moved)]));
}
