import { describe, expect, it } from 'vitest';
import {
  closingPrice,
  effectiveLeverage,
  marginLevelPercent,
  openingPrice,
  pipValueUsd,
  pipsBetween,
  profitUsd,
  requiredMarginUsd,
  spreadPips,
  stopsFromPips,
} from './trading-math.ts';

describe('trading math', () => {
  it('pip value, when 1 lot of EURUSD, then is 10 USD; 0.01 lot is 0.10 USD', () => {
    expect(pipValueUsd(1, 100_000, 0.0001, 1)).toBeCloseTo(10, 10);
    expect(pipValueUsd(0.01, 100_000, 0.0001, 1)).toBeCloseTo(0.1, 10);
  });

  it('required margin, when 1 lot EURUSD at 1.1 with 1:400, then is 275 USD', () => {
    expect(requiredMarginUsd(1, 100_000, 1.1, 1, 400)).toBeCloseTo(275, 10);
    // USDJPY: notional in yen converted at 1/150 is 100,000 USD.
    expect(requiredMarginUsd(1, 100_000, 150, 1 / 150, 400)).toBeCloseTo(250, 10);
  });

  it('leverage, when the symbol caps it lower, then the cap wins', () => {
    expect(effectiveLeverage(400, 20)).toBe(20);
    expect(effectiveLeverage(100, 400)).toBe(100);
  });

  it('buy and sell prices, when opening and closing, then use ask/bid the right way round', () => {
    expect(openingPrice('buy', 1.1, 1.1001)).toBe(1.1001);
    expect(openingPrice('sell', 1.1, 1.1001)).toBe(1.1);
    expect(closingPrice('buy', 1.1, 1.1001)).toBe(1.1);
    expect(closingPrice('sell', 1.1, 1.1001)).toBe(1.1001);
  });

  it('profit, when a buy rises 10 pips on 1 lot, then is +100 USD; a sell loses the same', () => {
    expect(profitUsd('buy', 1, 100_000, 1.1, 1.101, 1)).toBeCloseTo(100, 6);
    expect(profitUsd('sell', 1, 100_000, 1.1, 1.101, 1)).toBeCloseTo(-100, 6);
  });

  it('SL and TP from pips, when a buy or a sell, then sit on the right sides of the entry', () => {
    expect(stopsFromPips('buy', 1.1, 50, 50, 0.0001)).toEqual({ stopLoss: 1.095, takeProfit: 1.105 });
    expect(stopsFromPips('sell', 1.1, 50, 20, 0.0001)).toEqual({ stopLoss: 1.105, takeProfit: 1.098 });
    expect(pipsBetween(1.1, 1.095, 0.0001)).toBe(50);
  });

  it('spread and margin level, when computed, then follow spec §9', () => {
    expect(spreadPips(1.1, 1.10012, 0.0001)).toBe(1.2);
    expect(marginLevelPercent(500, 250)).toBe(200);
    expect(marginLevelPercent(500, 0)).toBeNull();
  });
});
