import type { SymbolSpec } from '@platform/shared/symbols';
import { describe, expect, it } from 'vitest';
import { searchSymbols } from './filter-symbols.ts';

const spec = (symbol: string, category: SymbolSpec['category'], base: string, quote: string) =>
  ({ symbol, category, title: `${base} vs ${quote}`, base_title: base, quote_title: quote }) as SymbolSpec;

const symbols = [
  spec('GBPEUR', 'currencies', 'British Pound', 'Euro'),
  spec('EURGBP', 'currencies', 'Euro', 'British Pound'),
  spec('EURUSD', 'currencies', 'Euro', 'US Dollar'),
  spec('XAUUSD', 'commodities', 'Gold', 'US Dollar'),
  spec('BTCUSDT', 'crypto', 'Bitcoin', 'Tether'),
  spec('ETHUSDT', 'crypto', 'Ethereum', 'Tether'),
];
const found = (search: string) => searchSymbols(symbols, search).map((s) => s.symbol);

describe('searchSymbols', () => {
  it('a ticker typed as EURUSD, eurusd or EUR/USD, when searched, then finds EURUSD first', () => {
    for (const search of ['EURUSD', 'eurusd', 'EUR/USD', ' eur usd ']) expect(found(search)[0]).toBe('EURUSD');
  });
  it('the start of a ticker in any category, when searched, then finds it (xau, BTC)', () => {
    expect(found('xau')).toEqual(['XAUUSD']);
    expect(found('BTC')).toEqual(['BTCUSDT']);
  });
  it('a name, when searched, then finds it by the start of a word, not inside one', () => {
    expect(found('gold')).toEqual(['XAUUSD']);
    expect(found('eth')).toEqual(['ETHUSDT']);
    expect(found('us dollar')).toEqual(['EURUSD', 'XAUUSD']);
  });
  it('tickers that start with the search, when names also match, then come before them', () => {
    expect(found('eur')).toEqual(['EURGBP', 'EURUSD', 'GBPEUR']);
    expect(found('euro')).toEqual(['GBPEUR', 'EURGBP', 'EURUSD']);
  });
});
