/** Query keys of the market feature. */
export const marketKeys = {
  ohlc: (symbol: string, interval: number, periods: number) => ['market', 'ohlc', symbol, interval, periods] as const,
};
