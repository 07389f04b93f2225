import { describe, expect, it } from 'vitest';
import type { Account } from '@platform/shared/account';
import type { Order } from '@platform/shared/orders';
import type { SymbolSpec } from '@platform/shared/symbols';
import { liveAccount, livePosition } from './position-math.ts';

const sheet = [
  { symbol: 'EURUSD', base_currency: 'EUR', quote_currency: 'USD', contract_size: 100_000 },
  { symbol: 'USDJPY', base_currency: 'USD', quote_currency: 'JPY', contract_size: 100_000 },
] as SymbolSpec[];
const order = (overrides: Partial<Order>) =>
  ({ symbol: 'EURUSD', side: 'buy', volume: 1, open_price: 1.1, live_price: 1.1, current_price: 1.1, profit: 0, ...overrides }) as Order;
const quotes: Record<string, { bid: number; ask: number }> = { EURUSD: { bid: 1.101, ask: 1.1012 }, USDJPY: { bid: 150, ask: 150 } };
const quoteOf = (symbol: string) => quotes[symbol];

describe('livePosition', () => {
  it('values a buy at the bid and a sell at the ask, in USD', () => {
    expect(livePosition(order({}), sheet, quoteOf).profit).toBeCloseTo(100, 6);
    expect(livePosition(order({ side: 'sell' }), sheet, quoteOf)).toEqual({ currentPrice: 1.1012, profit: expect.closeTo(-120, 6) });
  });

  it('converts a yen profit at the USDJPY rate', () => {
    const position = livePosition(order({ symbol: 'USDJPY', open_price: 149, side: 'buy' }), sheet, quoteOf);
    expect(position.profit).toBeCloseTo((1 * 100_000) / 150, 6);
  });

  it('keeps the server figures when no tick is known', () => {
    expect(livePosition(order({ symbol: 'GBPUSD', profit: 12.5, live_price: 1.3 }), sheet, quoteOf)).toEqual({
      currentPrice: 1.3,
      profit: 12.5,
    });
  });
});

describe('liveAccount', () => {
  const account: Account = {
    user_id: 1,
    balance: 1000,
    equity: 1010,
    used_margin: 100,
    credit: 0,
    unrealized_profit: 10,
    free_margin: 910,
    margin_level: 1010,
    reserved: 0,
    margin_call: false,
  };

  it('moves equity, free margin and margin level with the floating P/L', () => {
    const live = liveAccount(account, [
      { currentPrice: 1, profit: 30 },
      { currentPrice: 1, profit: -5 },
    ]);
    expect(live).toMatchObject({ profitLoss: 25, equity: 1025, free_margin: 925, margin_level: 1025, balance: 1000 });
  });

  it('keeps the server figures when a position cannot be valued', () => {
    expect(liveAccount(account, [{ currentPrice: null, profit: null }])).toMatchObject({ profitLoss: 10, equity: 1010 });
  });
});
