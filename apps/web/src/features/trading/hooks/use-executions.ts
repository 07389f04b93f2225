import { useMemo } from 'react';
import type { ChartExecution } from '../../../components/chart/price-chart.tsx';
import { useOrders } from '../api/get-orders.ts';

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Entries of open and closed trades and exits of closed ones on `symbol`, oldest first. */
export function useExecutions(symbol: string): ChartExecution[] {
  const open = useOrders('open').data;
  const closed = useOrders('closed').data;
  return useMemo(() => {
    const fills: ChartExecution[] = [];
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
