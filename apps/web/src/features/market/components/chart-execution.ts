/** A fill of the trader's own (see the trading feature's executions), as the chart marks it. */
export interface ChartExecution {
  id: string;
  time: number;
  kind: 'entry' | 'exit';
  side: 'buy' | 'sell';
  price: number;
  volume: number;
  profit: number | null;
  orderId: number;
}
