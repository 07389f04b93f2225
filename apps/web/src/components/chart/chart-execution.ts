/** A fill of the trader's own as the chart marks it: an entry or an exit (the trading feature makes them from the orders). */
export interface ChartExecution {
  id: string;
  /** Epoch seconds. */
  time: number;
  kind: 'entry' | 'exit';
  /** The direction of this fill (an exit of a buy is a sell). */
  side: 'buy' | 'sell';
  price: number;
  volume: number;
  /** Realised P/L in USD, on exits. */
  profit: number | null;
  orderId: number;
}
