/** Query keys of the market feature. */
export const marketKeys = {
  symbols: ['market', 'symbols'] as const,
  ohlc: (symbol: string, interval: number, periods: number) => ['market', 'ohlc', symbol, interval, periods] as const,
};
