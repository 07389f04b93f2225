import { describe, expect, it } from 'vitest';
import type { SymbolSpec } from '@platform/shared/symbols';
import { eurusd } from '../../../test/fixtures.ts';
import { readsInPips, spreadInPrice, valueOfUnitMove } from './price-terms.ts';

const btcusdt: SymbolSpec = {
  ...eurusd,
  symbol: 'BTCUSDT',
  category: 'crypto',
  base_currency: 'BTC',
  quote_currency: 'USDT',
  digits: 2,
  pip_size: 0.01,
  contract_size: 1,
};

describe('price terms a trader reads (issue 33)', () => {
  it('a currency pair, when read, then in pips; crypto, gold and oil, then in their quote currency', () => {
    expect(readsInPips(eurusd)).toBe(true);
    expect(readsInPips(btcusdt)).toBe(false);
    expect(readsInPips({ ...btcusdt, category: 'commodities' })).toBe(false);
  });

  it('a BTCUSDT spread of 189 pips, when written, then reads 1.89 (in USDT, at the symbol’s digits), not "189.0 pips"', () => {
    expect(spreadInPrice(189, btcusdt)).toBe('1.89');
  });

  it('0.01 lot of BTCUSDT, when its pip is worth $0.0001, then a 1.00 move of the price is worth $0.01', () => {
    expect(valueOfUnitMove(0.0001, btcusdt)).toBeCloseTo(0.01, 12);
  });
});
