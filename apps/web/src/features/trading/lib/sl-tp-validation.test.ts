import { describe, expect, it } from 'vitest';
import { validateSlTp, type SlTpDraft } from './sl-tp-validation.ts';

const buy: SlTpDraft = {
  side: 'buy',
  currentPrice: 1.1,
  pipSize: 0.0001,
  digits: 5,
  stopLossOn: true,
  stopLoss: 1.095,
  takeProfitOn: true,
  takeProfit: 1.105,
};

describe('validateSlTp', () => {
  it('accepts a buy when SL is below and TP above the current price by at least a pip', () => {
    expect(validateSlTp(buy)).toBeNull();
    expect(validateSlTp({ ...buy, stopLoss: 1.0999, takeProfit: 1.1001 })).toBeNull();
  });

  it('rejects a buy stop loss within a pip of the price, with the spec message', () => {
    expect(validateSlTp({ ...buy, stopLoss: 1.10005 })).toBe(
      'Invalid SL for Buy: must be at least 1 pip(s) below current price (1.10000).',
    );
  });

  it('rejects a buy take profit below the price, with the spec message', () => {
    expect(validateSlTp({ ...buy, takeProfit: 1.09 })).toBe('Invalid TP for Buy: must be at least 1 pip(s) above current price (1.10000).');
  });

  it('rejects a sell whose stop loss is below the price and whose take profit is above', () => {
    const sell = { ...buy, side: 'sell' as const, stopLoss: 1.105, takeProfit: 1.095 };
    expect(validateSlTp(sell)).toBeNull();
    expect(validateSlTp({ ...sell, stopLoss: 1.09 })).toBe('Invalid SL for Sell: must be at least 1 pip(s) above current price (1.10000).');
    expect(validateSlTp({ ...sell, takeProfit: 1.2 })).toBe(
      'Invalid TP for Sell: must be at least 1 pip(s) below current price (1.10000).',
    );
  });

  it('asks for a valid price when a toggled level is not a number, and ignores levels toggled off', () => {
    expect(validateSlTp({ ...buy, stopLoss: Number.NaN })).toBe('Enter a valid Stop Loss price.');
    expect(validateSlTp({ ...buy, takeProfit: Number.NaN })).toBe('Enter a valid Take Profit price.');
    expect(validateSlTp({ ...buy, stopLossOn: false, stopLoss: Number.NaN, takeProfitOn: false, takeProfit: 0 })).toBeNull();
  });
});
