import { describe, expect, it } from 'vitest';
import { riskSizedLots, type RiskSizingInput } from './risk-sizing.ts';
import { equityPerPriceUnit, stopOutForecast } from './stop-out-forecast.ts';
import { defaultStopPips, stopStepPips } from './stop-defaults.ts';

const eurusd: RiskSizingInput = {
  mode: 'percent',
  value: 1,
  balanceUsd: 10_000,
  freeMarginUsd: 10_000,
  stopLossPips: 20,
  takeProfitPips: 40,
  pipSize: 0.0001,
  contractSize: 100_000,
  quoteToUsd: 1,
  price: 1.1,
  leverage: 400,
  volumeMin: 0.01,
  volumeMax: 100,
  volumeStep: 0.01,
};

describe('risk-based sizing', () => {
  it('1 % of $10,000 with a 20-pip SL on EURUSD, when sized, then 0.5 lots risking $100 for $200 at a 40-pip TP', () => {
    expect(riskSizedLots(eurusd)).toEqual({ lots: 0.5, riskUsd: 100, rewardUsd: 200, limitedBy: null });
  });

  it('a USD amount that is not a whole step, when sized, then rounds down so the risk never exceeds it', () => {
    const sized = riskSizedLots({ ...eurusd, mode: 'usd', value: 33, takeProfitPips: null })!;
    expect(sized.lots).toBe(0.16);
    expect(sized.riskUsd).toBeLessThanOrEqual(33);
    expect(sized.rewardUsd).toBeNull();
  });

  it('too little free margin, when sized, then capped by margin and says so', () => {
    expect(riskSizedLots({ ...eurusd, freeMarginUsd: 100 })).toMatchObject({ lots: 0.36, limitedBy: 'margin' });
  });

  it('a risk above the maximum volume, when sized, then capped at the maximum', () => {
    expect(riskSizedLots({ ...eurusd, value: 100, balanceUsd: 10_000_000, freeMarginUsd: 1e12, stopLossPips: 1 })).toMatchObject({
      lots: 100,
      limitedBy: 'maximum',
    });
  });

  it('a risk below one minimum lot, when sized, then 0 lots with limitedBy minimum; no SL gives no size', () => {
    expect(riskSizedLots({ ...eurusd, value: 0.001 })).toMatchObject({ lots: 0, limitedBy: 'minimum' });
    expect(riskSizedLots({ ...eurusd, stopLossPips: 0 })).toBeNull();
  });
});

describe('stop-out forecast', () => {
  it('one 1-lot EURUSD buy with $1,000 equity and $275 margin, when forecast, then margin call and stop-out below the bid', () => {
    const slope = equityPerPriceUnit([{ side: 'buy', lots: 1, contractSize: 100_000, quoteToUsd: 1 }]);
    const forecast = stopOutForecast({ equityUsd: 1000, usedMarginUsd: 275, closingPrice: 1.1, slope });
    // equity falls $100,000 per unit of price: 1000 - 275 = 725 → 0.00725 below; 1000 - 137.5 → 0.008625 below
    expect(forecast.marginCallPrice).toBeCloseTo(1.09275, 8);
    expect(forecast.stopOutPrice).toBeCloseTo(1.091375, 8);
  });

  it('a sell, when forecast, then the levels are above the price; a hedged symbol has none', () => {
    const slope = equityPerPriceUnit([{ side: 'sell', lots: 1, contractSize: 100_000, quoteToUsd: 1 }]);
    expect(stopOutForecast({ equityUsd: 1000, usedMarginUsd: 275, closingPrice: 1.1, slope }).stopOutPrice).toBeCloseTo(1.108625, 8);
    const hedged = equityPerPriceUnit([
      { side: 'sell', lots: 1, contractSize: 100_000, quoteToUsd: 1 },
      { side: 'buy', lots: 1, contractSize: 100_000, quoteToUsd: 1 },
    ]);
    expect(stopOutForecast({ equityUsd: 1000, usedMarginUsd: 550, closingPrice: 1.1, slope: hedged })).toEqual({
      marginCallPrice: null,
      stopOutPrice: null,
    });
  });
});

describe('default stop distance per asset', () => {
  it('currency pairs, when defaulted, then 50 pips with a 1-pip stepper', () => {
    expect(defaultStopPips({ category: 'currencies', price: 1.1, high: 1.11, low: 1.09, pipSize: 0.0001 })).toBe(50);
    expect(stopStepPips(50)).toBe(1);
  });

  it('BTC at $60,000 with a $1,200 day range, when defaulted, then $600 away (60,000 pips of 0.01), stepper 1,000', () => {
    const pips = defaultStopPips({ category: 'crypto', price: 60_000, high: 60_800, low: 59_600, pipSize: 0.01 });
    expect(pips).toBe(60_000);
    expect(stopStepPips(pips)).toBe(1000);
  });

  it('gold without a day range, when defaulted, then 0.5 % of the price', () => {
    expect(defaultStopPips({ category: 'commodities', price: 2000, high: null, low: null, pipSize: 0.01 })).toBe(1000);
  });
});
