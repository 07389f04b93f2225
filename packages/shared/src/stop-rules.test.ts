import { describe, expect, it } from 'vitest';
import { stopsBreach, stopsBreachAtPrices } from './stop-rules.ts';

const buy = { side: 'buy' as const, currentPts: 110_000, pipPoints: 10, digits: 5 };

describe('the SL/TP distance rule (spec §5)', () => {
  it('when a buy keeps its stop loss one pip below and its take profit one pip above the bid, then both stand', () => {
    expect(stopsBreach({ ...buy, stopLossPts: 109_990, takeProfitPts: 110_010 })).toBeNull();
  });

  it('when a buy stop loss is closer than one pip, then the stop loss field carries the spec text', () => {
    expect(stopsBreach({ ...buy, stopLossPts: 109_991, takeProfitPts: null })).toEqual({
      field: 'stop_loss_price',
      message: 'Invalid SL for Buy: must be at least 1 pip(s) below current price (1.10000).',
    });
  });

  it('when a sell take profit is above the ask, then the take profit field is refused', () => {
    const breach = stopsBreach({ side: 'sell', currentPts: 110_000, pipPoints: 10, digits: 5, stopLossPts: null, takeProfitPts: 110_005 });
    expect(breach?.field).toBe('take_profit_price');
  });

  it('when the web passes float prices that sit exactly one pip away, then rounding to points keeps them valid', () => {
    // 1.1 - 0.0001 is 1.0999000000000001 in floating point: the points view keeps it at one pip.
    expect(
      stopsBreachAtPrices({ side: 'buy', currentPrice: 1.1, pipSize: 0.0001, digits: 5, stopLoss: 1.1 - 0.0001, takeProfit: 1.1 + 0.0001 }),
    ).toBeNull();
    expect(
      stopsBreachAtPrices({ side: 'buy', currentPrice: 1.1, pipSize: 0.0001, digits: 5, stopLoss: 1.09995, takeProfit: null })?.field,
    ).toBe('stop_loss_price');
  });
});
