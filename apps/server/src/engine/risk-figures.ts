import type { EngineState } from './engine-state.ts';
import { askMarkupPts, bidMarkupPts } from './conditions.ts';
import { pointsPerUnit } from './order-rules.ts';
import { DAY_MS, RiskBook, bucketKey, type ExposureBucket } from './risk-book.ts';
import { UNITS_PER_LOT } from './types.ts';
import { centsPerPointUnit, usdRate } from './valuation.ts';

/** One bucket of the risk book valued at the latest quote: what the desk shows per symbol, group and kind. */
export interface BucketFigures {
  symbol: string;
  groupId: number;
  demo: boolean;
  digits: number;
  buyUnits: number;
  sellUnits: number;
  /** Volume-weighted open prices in points (null without volume on that side). */
  buyAvgPts: number | null;
  sellAvgPts: number | null;
  buyNotionalCents: number;
  sellNotionalCents: number;
  /** Clients' floating P/L at their group's prices, without swaps (the broker's is its opposite); null without a price. */
  floatingCents: number | null;
  realisedTodayCents: number;
  realisedWeekCents: number;
  realisedMonthCents: number;
  positions: number;
  accounts: number;
}

/** A symbol's valuation at its latest quote: what every bucket of the symbol shares (one lookup per look, not per bucket). */
interface SymbolMark {
  bid: number;
  ask: number;
  /** Cents per point and unit at the USD rate now. */
  centsPerPointUnit: number;
  contractSize: number;
  /** The mid price and the quote currency's USD rate, for notionals. */
  mid: number;
  rate: number;
}

function symbolMark(state: EngineState, symbol: string): SymbolMark | null {
  const quote = state.quotes.get(symbol);
  const sheet = state.symbols.get(symbol);
  if (!quote || !sheet) return null;
  const rate = usdRate(sheet.quoteCurrency, state);
  if (rate === undefined) return null;
  const mid = (quote.bid + quote.ask) / 2 / pointsPerUnit(sheet.digits);
  return {
    bid: quote.bid,
    ask: quote.ask,
    centsPerPointUnit: centsPerPointUnit(sheet, rate),
    contractSize: sheet.contractSize,
    mid,
    rate,
  };
}

const notionalCents = (units: number, mark: SymbolMark) =>
  Math.round((units / UNITS_PER_LOT) * mark.contractSize * mark.mid * mark.rate * 100);

/** Clients' floating P/L of a bucket: the same linear form as one account's (buys at the group's bid, sells at its ask). */
function floatingCents(state: EngineState, bucket: ExposureBucket, mark: SymbolMark): number {
  const terms = (state.groups.get(bucket.groupId) ?? state.baseGroup).symbols.get(bucket.symbol);
  const spread = mark.ask - mark.bid;
  const buys = (mark.bid - bidMarkupPts(terms, spread)) * bucket.buyUnits - bucket.buyPtsUnits;
  const sells = bucket.sellPtsUnits - (mark.ask + askMarkupPts(terms, spread)) * bucket.sellUnits;
  return Math.round((buys + sells) * mark.centsPerPointUnit);
}

/** Clients' floating P/L of a bucket at the latest quote; null without a price or a USD rate. */
export function bucketFloatingCents(state: EngineState, bucket: ExposureBucket): number | null {
  const mark = symbolMark(state, bucket.symbol);
  return mark ? floatingCents(state, bucket, mark) : null;
}

/** UTC day numbers where today, this week (from Monday) and this month begin. */
export function periodStarts(now: number): { today: number; week: number; month: number } {
  const today = Math.floor(now / DAY_MS);
  const date = new Date(today * DAY_MS);
  const week = today - ((date.getUTCDay() + 6) % 7);
  const month = Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS);
  return { today, week, month };
}

/**
 * Every bucket with volume or realised P/L this month, valued now: O(buckets), never O(positions).
 * Each symbol is valued once per look (its quote, USD rate and notional per unit), each bucket's
 * realised days walked once for the three periods: the leader's desk looks once a second.
 */
export function riskFigures(state: EngineState, now: number): BucketFigures[] {
  const book = state.riskBook;
  const periods = periodStarts(now);
  const marks = new Map<string, SymbolMark | null>();
  const rows: BucketFigures[] = [];
  for (const [key, bucket] of book.buckets) {
    const realised = book.realisedOver(key, periods);
    if (bucket.positions === 0 && realised.month === 0 && !book.realised.has(key)) continue;
    let mark = marks.get(bucket.symbol);
    if (mark === undefined) {
      mark = symbolMark(state, bucket.symbol);
      marks.set(bucket.symbol, mark);
    }
    rows.push({
      symbol: bucket.symbol,
      groupId: bucket.groupId,
      demo: bucket.demo,
      digits: state.symbols.get(bucket.symbol)?.digits ?? 0,
      buyUnits: bucket.buyUnits,
      sellUnits: bucket.sellUnits,
      buyAvgPts: bucket.buyUnits > 0 ? bucket.buyPtsUnits / bucket.buyUnits : null,
      sellAvgPts: bucket.sellUnits > 0 ? bucket.sellPtsUnits / bucket.sellUnits : null,
      buyNotionalCents: mark ? notionalCents(bucket.buyUnits, mark) : 0,
      sellNotionalCents: mark ? notionalCents(bucket.sellUnits, mark) : 0,
      floatingCents: mark ? floatingCents(state, bucket, mark) : null,
      realisedTodayCents: realised.today,
      realisedWeekCents: realised.week,
      realisedMonthCents: realised.month,
      positions: bucket.positions,
      accounts: bucket.accounts,
    });
  }
  return rows;
}

/**
 * The risk book rebuilt from the open positions alone (the slow way): tests hold the incremental
 * book to it after every step, and a reloaded engine builds the same one.
 */
export function recomputeRiskBook(state: EngineState): RiskBook {
  const book = new RiskBook();
  const seen = new Set<string>();
  for (const order of state.orders.values()) {
    if (order.status !== 'open' || order.openPts === null) continue;
    const account = state.accounts.get(order.accountId)!;
    const bucket = book.bucket(order.symbol, account.groupId, account.demo);
    if (order.side === 'buy') {
      bucket.buyUnits += order.volumeUnits;
      bucket.buyPtsUnits += order.volumeUnits * order.openPts;
    } else {
      bucket.sellUnits += order.volumeUnits;
      bucket.sellPtsUnits += order.volumeUnits * order.openPts;
    }
    bucket.positions += 1;
    const pair = `${order.accountId}|${order.symbol}`;
    if (!seen.has(pair)) {
      seen.add(pair);
      bucket.accounts += 1;
    }
    const holder = `${order.accountId}`;
    if (!seen.has(holder)) {
      seen.add(holder);
      book.countAccount(account.groupId, account.demo, 1);
    }
  }
  return book;
}

/** The bucket keys with open volume in a book, with their sums: what two books must agree on. */
export function openBuckets(book: RiskBook): Map<string, ExposureBucket> {
  const open = new Map<string, ExposureBucket>();
  for (const bucket of book.buckets.values())
    if (bucket.positions !== 0 || bucket.buyUnits !== 0 || bucket.sellUnits !== 0 || bucket.accounts !== 0)
      open.set(bucketKey(bucket.symbol, bucket.groupId, bucket.demo), { ...bucket });
  return open;
}
