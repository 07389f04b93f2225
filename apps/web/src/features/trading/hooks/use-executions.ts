import { useMemo } from 'react';
import { useOrders } from '../api/get-orders.ts';

/** One fill of the trader's own on a symbol: an entry or an exit, for the chart's markers. */
export interface Execution {
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

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Entries of open and closed trades and exits of closed ones on `symbol`, oldest first. */
export function useExecutions(symbol: string): Execution[] {
  const open = useOrders('open').data;
  const closed = useOrders('closed').data;
  return useMemo(() => {
    const fills: Execution[] = [];
    for (const order of [...(open ?? []), ...(closed ?? [])]) {
      if (order.symbol !== symbol || order.open_price === null) continue;
      fills.push({
        id: `${order.id}-in`,
        time: seconds(order.open_time),
        kind: 'entry',
        side: order.side,
        price: order.open_price,
        volume: order.volume,
        profit: null,
        orderId: order.id,
      });
      const exit = order.close_price ?? order.exit_price;
      if (order.status === 'closed' && order.close_time && exit !== null)
        fills.push({
          id: `${order.id}-out`,
          time: seconds(order.close_time),
          kind: 'exit',
          side: order.side === 'buy' ? 'sell' : 'buy',
          price: exit,
          volume: order.volume,
          profit: order.profit,
          orderId: order.id,
        });
    }
    return fills.sort((a, b) => a.time - b.time);
  }, [open, closed, symbol]);
}
