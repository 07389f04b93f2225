/** Query keys of the market feature. */
export const marketKeys = {
  ohlc: (symbol: string, interval: number, periods: number) => ['market', 'ohlc', symbol, interval, periods] as const,
  chartLayout: ['market', 'chart-layout'] as const,
  drawings: (symbol: string) => ['market', 'drawings', symbol] as const,
};
