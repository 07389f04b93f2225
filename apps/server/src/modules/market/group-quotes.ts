import type { Candle } from '@platform/shared/candles';
import { askMarkupPts, bidMarkupPts, hasMarkup, type PriceMarkup } from '@platform/shared/group-prices';
import type { Quote } from '@platform/shared/quote';
import type { Tick } from '@platform/shared/ticks';
import { roundPrice } from './market-symbol.ts';

/** The prices a client group reads: its markup per symbol (none: the feed's price as it is). */
export interface PriceList {
  /** Names the list on the socket (one room per list, priced once per flush). */
  key: string;
  markupOf(symbol: string): PriceMarkup | undefined;
}

/** Which price list a trading account reads; null for the feed's prices (a visitor, a group without markup). */
export interface TraderPrices {
  listOf(accountId: number | null): Promise<PriceList | null>;
  /** The leverage the account's group allows per symbol (its cap, else the sheet's under the group's highest); null for a visitor. */
  leveragesOf(accountId: number | null): Promise<ReadonlyMap<string, number> | null>;
  /** After a group edit or an account move on any instance: the accounts moved (edits: every account may be). */
  onChange(listener: (accountIds: number[]) => void): () => void;
}

const toPts = (price: number, digits: number) => Math.round(price * 10 ** digits);
const toPrice = (pts: number, digits: number) => roundPrice(pts / 10 ** digits, digits);

/** How far the group's bid and ask lie from the symbol's, in points, at this spread. */
function markupsAt(markup: PriceMarkup, bid: number, ask: number, digits: number): { bidPts: number; askPts: number } {
  const spread = toPts(ask, digits) - toPts(bid, digits);
  return { bidPts: bidMarkupPts(markup, spread), askPts: askMarkupPts(markup, spread) };
}

export function priceQuote(quote: Quote, markup: PriceMarkup | undefined, digits: number): Quote {
  if (!hasMarkup(markup)) return quote;
  const { bidPts, askPts } = markupsAt(markup, quote.bid, quote.ask, digits);
  return {
    ...quote,
    bid: toPrice(toPts(quote.bid, digits) - bidPts, digits),
    ask: toPrice(toPts(quote.ask, digits) + askPts, digits),
  };
}

/** The tick as the group sees it; the day's high and low (of the bid) move with its bid. */
export function priceTick(tick: Tick, markup: PriceMarkup | undefined, digits: number): Tick {
  if (!hasMarkup(markup)) return tick;
  const { bidPts, askPts } = markupsAt(markup, tick.bid, tick.ask, digits);
  const bid = toPrice(toPts(tick.bid, digits) - bidPts, digits);
  return {
    ...tick,
    bid,
    last_price: toPrice(toPts(tick.last_price, digits) - bidPts, digits),
    ask: toPrice(toPts(tick.ask, digits) + askPts, digits),
    high: toPrice(toPts(tick.high, digits) - bidPts, digits),
    low: toPrice(toPts(tick.low, digits) - bidPts, digits),
  };
}

/**
 * Bars (of the bid) as the group sees them: moved by the group's bid markup. A percentage markup
 * moves them by its value at the current spread (bars keep no spread of their own).
 */
export function priceCandles(candles: Candle[], markup: PriceMarkup | undefined, quote: Quote | undefined, digits: number): Candle[] {
  if (!hasMarkup(markup)) return candles;
  const bidPts = quote
    ? markupsAt(markup, quote.bid, quote.ask, digits).bidPts
    : markup.markupMode === 'points'
      ? Math.floor(markup.markup / 2)
      : 0;
  if (bidPts === 0) return candles;
  const move = (price: number) => toPrice(toPts(price, digits) - bidPts, digits);
  return candles.map((bar) => ({ ...bar, open: move(bar.open), high: move(bar.high), low: move(bar.low), close: move(bar.close) }));
}
