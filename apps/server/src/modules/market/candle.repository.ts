import { sql } from 'kysely';
import type { Timeframe } from '@platform/shared/candles';
import type { Db } from '../../db/database.ts';
import type { Bar, StoredBar } from './candle-aggregator.ts';

const CHUNK = 1000;

/** Inserts or replaces bars in one transaction, in multi-row statements. */
export async function upsertBars(db: Db, bars: StoredBar[]): Promise<void> {
  if (bars.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < bars.length; i += CHUNK) {
      const rows = bars.slice(i, i + CHUNK).map((b) => ({
        symbol: b.symbol,
        timeframe: b.timeframe,
        time: b.time,
        open: b.open,
        high: b.high,
        low: b.low,
        close: b.close,
      }));
      await trx
        .insertInto('candles')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['symbol', 'timeframe', 'time']).doUpdateSet((eb) => ({
            open: eb.ref('excluded.open'),
            high: eb.ref('excluded.high'),
            low: eb.ref('excluded.low'),
            close: eb.ref('excluded.close'),
          })),
        )
        .execute();
    }
  });
}

/** Inserts bars known to be new (history back-fill) in one transaction, in multi-row statements. */
export async function insertNewBars(db: Db, bars: StoredBar[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < bars.length; i += CHUNK) {
      await trx
        .insertInto('candles')
        .values(
          bars.slice(i, i + CHUNK).map((b) => ({
            symbol: b.symbol,
            timeframe: b.timeframe,
            time: b.time,
            open: b.open,
            high: b.high,
            low: b.low,
            close: b.close,
          })),
        )
        .execute();
    }
  });
}

/** The newest `limit` bars, oldest first. */
export async function recentBars(db: Db, symbol: string, timeframe: Timeframe, limit: number): Promise<Bar[]> {
  const rows = await db
    .selectFrom('candles')
    .select(['time', 'open', 'high', 'low', 'close'])
    .where('symbol', '=', symbol)
    .where('timeframe', '=', timeframe)
    .orderBy('time', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({
    time: Number(r.time),
    open: Number(r.open),
    high: Number(r.high),
    low: Number(r.low),
    close: Number(r.close),
  }));
}

/** The last stored bar of every symbol and timeframe. */
export async function lastBars(db: Db): Promise<StoredBar[]> {
  const rows = await db
    .selectFrom('candles as c')
    .selectAll()
    .where('c.time', '=', sql<number>`(select max(l.time) from candles l where l.symbol = c.symbol and l.timeframe = c.timeframe)`)
    .execute();
  return rows.map((r) => ({
    symbol: r.symbol,
    timeframe: Number(r.timeframe) as Timeframe,
    time: Number(r.time),
    open: Number(r.open),
    high: Number(r.high),
    low: Number(r.low),
    close: Number(r.close),
  }));
}

/** Symbols that already have stored history. */
export async function symbolsWithHistory(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('candles').select('symbol').distinct().execute();
  return new Set(rows.map((r) => r.symbol));
}
