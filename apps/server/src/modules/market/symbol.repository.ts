import type { Selectable } from 'kysely';
import type { SymbolChanges } from '@platform/shared/symbols';
import type { Db } from '../../db/database.ts';
import { seedPipSize } from '@platform/shared/pip-size';
import type { SeedSymbol } from './catalogue/seed-symbol.ts';
import type { SymbolsTable } from './market.tables.ts';
import type { MarketSymbol } from './market-symbol.ts';

export function marketSymbolFromRow(row: Selectable<SymbolsTable>): MarketSymbol {
  return {
    symbol: row.symbol,
    title: row.title,
    baseTitle: row.base_title,
    quoteTitle: row.quote_title,
    category: row.category,
    baseCurrency: row.base_currency,
    quoteCurrency: row.quote_currency,
    digits: Number(row.digits),
    pipSize: Number(row.pip_size),
    contractSize: Number(row.contract_size),
    volumeMin: Number(row.volume_min),
    volumeMax: Number(row.volume_max),
    volumeStep: Number(row.volume_step),
    leverage: Number(row.leverage),
    swapMode: row.swap_mode,
    swapLong: Number(row.swap_long),
    swapShort: Number(row.swap_short),
    tradingHours: row.trading_hours,
    enabled: Number(row.enabled) === 1,
    spreadMarkup: Number(row.spread_markup),
    sortOrder: Number(row.sort_order),
  };
}

export async function listSymbols(db: Db): Promise<MarketSymbol[]> {
  const rows = await db.selectFrom('symbols').selectAll().orderBy('sort_order').orderBy('symbol').execute();
  return rows.map(marketSymbolFromRow);
}

export async function findSymbol(db: Db, symbol: string): Promise<MarketSymbol | undefined> {
  const row = await db.selectFrom('symbols').selectAll().where('symbol', '=', symbol).executeTakeFirst();
  return row ? marketSymbolFromRow(row) : undefined;
}

/** Inserts the seeded symbols that are missing; rows the back office edited stay as they are. */
export async function insertMissingSymbols(db: Db, seeds: SeedSymbol[], now: number): Promise<number> {
  const existing = new Set((await db.selectFrom('symbols').select('symbol').execute()).map((r) => r.symbol));
  const missing = seeds.map((seed, index) => ({ seed, index })).filter(({ seed }) => !existing.has(seed.symbol));
  if (missing.length === 0) return 0;
  await db
    .insertInto('symbols')
    .values(missing.map(({ seed, index }) => seedRow(seed, index, now)))
    .onConflict((oc) => oc.column('symbol').doNothing())
    .execute();
  return missing.length;
}

function seedRow(seed: SeedSymbol, sortOrder: number, now: number): SymbolsTable {
  return {
    symbol: seed.symbol,
    title: seed.title,
    base_title: seed.baseTitle,
    quote_title: seed.quoteTitle,
    category: seed.category,
    base_currency: seed.baseCurrency,
    quote_currency: seed.quoteCurrency,
    digits: seed.digits,
    pip_size: seedPipSize(seed.digits),
    contract_size: seed.contractSize,
    volume_min: 0.01,
    volume_max: 100,
    volume_step: 0.01,
    leverage: seed.leverage,
    swap_mode: 'usd_per_lot',
    swap_long: seed.swapLong,
    swap_short: seed.swapShort,
    trading_hours: seed.tradingHours,
    enabled: 1,
    spread_markup: 0,
    sort_order: sortOrder,
    updated_at: now,
  };
}

export async function updateSymbol(db: Db, symbol: string, changes: SymbolChanges, now: number): Promise<void> {
  const { enabled, ...rest } = changes;
  await db
    .updateTable('symbols')
    .set({ ...rest, ...(enabled === undefined ? {} : { enabled: enabled ? 1 : 0 }), updated_at: now })
    .where('symbol', '=', symbol)
    .execute();
}
