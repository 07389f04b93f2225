import type { SymbolSpec } from '@platform/shared/symbols';
import { equityPerPriceUnit, stopOutForecast, type StopOutForecast } from '@platform/shared/stop-out-forecast';
import type { Order } from '@platform/shared/orders';
import type { LivePosition } from './position-math.ts';
import { quoteToUsd, type QuoteLookup } from './usd-rate.ts';

interface Held {
  order: Order;
  live: LivePosition;
}

export interface SymbolForecast extends StopOutForecast {
  symbol: string;
  /** Net exposure in USD per unit of price (positive = net long). */
  slope: number;
  /** The closing price the levels are measured on (a buy's bid when the account holds one). */
  referencePrice: number;
}

/** The forecast in the terms of one position's own closing price (a sell closes at the ask: the spread apart). */
export function forecastForPosition(forecast: SymbolForecast | undefined, currentPrice: number | null): StopOutForecast | null {
  if (!forecast || currentPrice === null) return null;
  const shift = currentPrice - forecast.referencePrice;
  const at = (price: number | null) => (price === null || price + shift <= 0 ? null : price + shift);
  return { marginCallPrice: at(forecast.marginCallPrice), stopOutPrice: at(forecast.stopOutPrice) };
}

/**
 * For each symbol the account holds: the closing price at which the account reaches margin call and
 * stop-out if every other price stays where it is (the account's positions in that symbol move together).
 */
export function forecastBySymbol(
  positions: readonly Held[],
  account: { equity: number; used_margin: number } | undefined,
  sheet: readonly SymbolSpec[] | undefined,
  quoteOf: QuoteLookup,
): Map<string, SymbolForecast> {
  const result = new Map<string, SymbolForecast>();
  if (!account || !sheet) return result;
  const symbols = [...new Set(positions.map(({ order }) => order.symbol))];
  for (const symbol of symbols) {
    const spec = sheet.find((row) => row.symbol === symbol);
    const rate = spec ? quoteToUsd(spec, sheet, quoteOf) : null;
    const held = positions.filter(({ order }) => order.symbol === symbol);
    const price = held.find(({ order, live }) => order.side === 'buy' && live.currentPrice !== null)?.live.currentPrice;
    const anyPrice = price ?? held.find(({ live }) => live.currentPrice !== null)?.live.currentPrice;
    if (!spec || rate === null || anyPrice == null) continue;
    const slope = equityPerPriceUnit(
      held.map(({ order }) => ({ side: order.side, lots: order.volume, contractSize: spec.contract_size, quoteToUsd: rate })),
    );
    result.set(symbol, {
      symbol,
      slope,
      referencePrice: anyPrice,
      ...stopOutForecast({ equityUsd: account.equity, usedMarginUsd: account.used_margin, closingPrice: anyPrice, slope }),
    });
  }
  return result;
}

/** The forecast of the account's largest exposure (the symbol whose price moves equity most). */
export function largestExposureForecast(forecasts: Map<string, SymbolForecast>, quoteOf: QuoteLookup): SymbolForecast | null {
  let largest: SymbolForecast | null = null;
  let largestSize = 0;
  for (const forecast of forecasts.values()) {
    const quote = quoteOf(forecast.symbol);
    const size = Math.abs(forecast.slope) * (quote ? (quote.bid + quote.ask) / 2 : 1);
    if (size > largestSize) {
      largest = forecast;
      largestSize = size;
    }
  }
  return largest;
}
