import { describe, expect, it } from 'vitest';
import type { Order } from '@platform/shared/orders';
import type { SymbolSpec } from '@platform/shared/symbols';
import { forecastBySymbol, forecastForPosition, largestExposureForecast } from './position-forecast.ts';

const spec = { symbol: 'EURUSD', quote_currency: 'USD', contract_size: 100_000 } as SymbolSpec;
const order = (id: number, side: 'buy' | 'sell', volume: number) => ({ id, symbol: 'EURUSD', side, volume }) as Order;
const quoteOf = () => ({ bid: 1.1, ask: 1.1002 });

describe('stop-out forecast of open positions', () => {
  it('a 1-lot buy and a 0.5-lot sell, when forecast, then one level per symbol from the net 0.5-lot long, the sell shifted by the spread', () => {
    const positions = [
      { order: order(1, 'buy', 1), live: { currentPrice: 1.1, profit: 0 } },
      { order: order(2, 'sell', 0.5), live: { currentPrice: 1.1002, profit: 0 } },
    ];
    const forecasts = forecastBySymbol(positions, { equity: 1000, used_margin: 400 }, [spec], quoteOf);
    const eur = forecasts.get('EURUSD')!;
    // net 0.5 lot long: $50,000 per unit; margin call when equity falls by $600, stop-out by $800
    expect(eur.marginCallPrice).toBeCloseTo(1.1 - 0.012, 9);
    expect(eur.stopOutPrice).toBeCloseTo(1.1 - 0.016, 9);
    expect(forecastForPosition(eur, 1.1002)!.stopOutPrice).toBeCloseTo(1.0842, 9);
    expect(largestExposureForecast(forecasts, quoteOf)?.symbol).toBe('EURUSD');
  });
});
