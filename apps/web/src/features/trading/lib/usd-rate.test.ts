import { describe, expect, it } from 'vitest';
import type { SymbolSpec } from '@platform/shared/symbols';
import { quoteToUsd } from './usd-rate.ts';

const spec = (symbol: string, base: string, quote: string) => ({ symbol, base_currency: base, quote_currency: quote }) as SymbolSpec;
const sheet = [
  spec('EURUSD', 'EUR', 'USD'),
  spec('USDJPY', 'USD', 'JPY'),
  spec('GBPUSD', 'GBP', 'USD'),
  spec('EURGBP', 'EUR', 'GBP'),
  spec('XAUCHF', 'XAU', 'CHF'),
];
const quotes: Record<string, { bid: number; ask: number }> = { USDJPY: { bid: 149.99, ask: 150.01 }, GBPUSD: { bid: 1.25, ask: 1.25 } };
const quoteOf = (symbol: string) => quotes[symbol];

describe('quoteToUsd', () => {
  it('is 1 for a USD quote, the inverse of USDJPY for a yen quote and GBPUSD for a pound quote', () => {
    expect(quoteToUsd(sheet[0]!, sheet, quoteOf)).toBe(1);
    expect(quoteToUsd(sheet[1]!, sheet, quoteOf)).toBeCloseTo(1 / 150, 10);
    expect(quoteToUsd(sheet[3]!, sheet, quoteOf)).toBe(1.25);
  });

  it('is null when no pair of the sheet links the quote currency to USD', () => {
    expect(quoteToUsd(sheet[4]!, sheet, quoteOf)).toBeNull();
  });
});
