import type { ExposureBook, ExposureRollup, ExposureSymbol, LimitState } from '@platform/shared/risk';
import type { BucketFigures } from '../../engine/risk-figures.ts';

const UNITS_PER_LOT = 10_000;

/** What the exposure view reads besides the engine's buckets: names, switches and limit states. */
export interface ExposureLabels {
  symbolGroupOf(symbol: string): string;
  groupName(groupId: number): string;
  /** Distinct accounts with a position in a client group. */
  accountsInGroup(groupId: number): number;
  tradeModeOf(symbol: string): ExposureSymbol['trade_mode'];
  blockedSidesOf(symbol: string): Array<'buy' | 'sell'>;
  limitStateOf(symbol: string): LimitState;
}

interface Sums {
  buyUnits: number;
  sellUnits: number;
  buyNotionalCents: number;
  sellNotionalCents: number;
  floatingCents: number;
  realisedTodayCents: number;
  realisedWeekCents: number;
  realisedMonthCents: number;
  positions: number;
}

const zero = (): Sums => ({
  buyUnits: 0,
  sellUnits: 0,
  buyNotionalCents: 0,
  sellNotionalCents: 0,
  floatingCents: 0,
  realisedTodayCents: 0,
  realisedWeekCents: 0,
  realisedMonthCents: 0,
  positions: 0,
});

function add(sums: Sums, row: BucketFigures): void {
  sums.buyUnits += row.buyUnits;
  sums.sellUnits += row.sellUnits;
  sums.buyNotionalCents += row.buyNotionalCents;
  sums.sellNotionalCents += row.sellNotionalCents;
  sums.floatingCents += row.floatingCents ?? 0;
  sums.realisedTodayCents += row.realisedTodayCents;
  sums.realisedWeekCents += row.realisedWeekCents;
  sums.realisedMonthCents += row.realisedMonthCents;
  sums.positions += row.positions;
}

const usd = (cents: number) => Math.round(cents) / 100;
const lots = (units: number) => units / UNITS_PER_LOT;

function figures(sums: Sums) {
  return {
    long_lots: lots(sums.buyUnits),
    short_lots: lots(sums.sellUnits),
    net_lots: lots(sums.buyUnits - sums.sellUnits),
    long_usd: usd(sums.buyNotionalCents),
    short_usd: usd(sums.sellNotionalCents),
    net_usd: usd(sums.buyNotionalCents - sums.sellNotionalCents),
    clients_floating: usd(sums.floatingCents),
    broker_floating: usd(-sums.floatingCents),
    realised_today: usd(sums.realisedTodayCents),
    realised_week: usd(sums.realisedWeekCents),
    realised_month: usd(sums.realisedMonthCents),
    positions: sums.positions,
  };
}

const price = (weightPts: number, units: number, digits: number) =>
  units > 0 ? Number((weightPts / units / 10 ** digits).toFixed(digits)) : null;

/** One book (live or demo) as the desk shows it: per symbol, rolled up per symbol group and per client group. */
export function exposureBookView(rows: BucketFigures[], labels: ExposureLabels): ExposureBook {
  const bySymbol = new Map<string, { sums: Sums; digits: number; buyPts: number; sellPts: number; accounts: number }>();
  const bySymbolGroup = new Map<string, Sums>();
  const byClientGroup = new Map<number, Sums>();
  const totals = zero();
  for (const row of rows) {
    let symbol = bySymbol.get(row.symbol);
    if (!symbol) bySymbol.set(row.symbol, (symbol = { sums: zero(), digits: row.digits, buyPts: 0, sellPts: 0, accounts: 0 }));
    add(symbol.sums, row);
    symbol.buyPts += (row.buyAvgPts ?? 0) * row.buyUnits;
    symbol.sellPts += (row.sellAvgPts ?? 0) * row.sellUnits;
    symbol.accounts += row.accounts;
    const path = labels.symbolGroupOf(row.symbol);
    if (!bySymbolGroup.has(path)) bySymbolGroup.set(path, zero());
    add(bySymbolGroup.get(path)!, row);
    if (!byClientGroup.has(row.groupId)) byClientGroup.set(row.groupId, zero());
    add(byClientGroup.get(row.groupId)!, row);
    add(totals, row);
  }
  const symbols: ExposureSymbol[] = [...bySymbol]
    .map(([name, s]) => {
      const path = labels.symbolGroupOf(name);
      return {
        symbol: name,
        symbol_group: path,
        digits: s.digits,
        ...figures(s.sums),
        long_avg_price: price(s.buyPts, s.sums.buyUnits, s.digits),
        short_avg_price: price(s.sellPts, s.sums.sellUnits, s.digits),
        accounts: s.accounts,
        limit_state: labels.limitStateOf(name),
        trade_mode: labels.tradeModeOf(name),
        blocked_sides: labels.blockedSidesOf(name),
      };
    })
    .sort((a, b) => Math.abs(b.net_usd) - Math.abs(a.net_usd) || a.symbol.localeCompare(b.symbol));
  const rollup = (key: string, name: string, sums: Sums, accounts: number | null): ExposureRollup => ({
    key,
    name,
    ...figures(sums),
    accounts,
  });
  return {
    symbols,
    symbol_groups: [...bySymbolGroup].map(([path, sums]) => rollup(path, path, sums, null)).sort((a, b) => a.key.localeCompare(b.key)),
    client_groups: [...byClientGroup]
      .map(([id, sums]) => rollup(String(id), labels.groupName(id), sums, labels.accountsInGroup(id)))
      .sort((a, b) => a.name.localeCompare(b.name)),
    totals: rollup(
      'all',
      'All',
      totals,
      [...byClientGroup.keys()].reduce((n, id) => n + labels.accountsInGroup(id), 0),
    ),
  };
}
