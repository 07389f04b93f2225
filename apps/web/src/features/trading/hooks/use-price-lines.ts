import { useMemo } from 'react';
import { useOrders } from '../api/get-orders.ts';

export interface PriceLine {
  price: number;
  color: string;
  title: string;
}

const colors = { entry: '#3b82f6', stopLoss: '#ef4444', takeProfit: '#22c55e' };

/** Entry, stop loss and take profit of the trader's open trades on `symbol`, for the chart. */
export function usePriceLines(symbol: string): PriceLine[] {
  const open = useOrders('open').data;
  return useMemo(() => {
    const lines: PriceLine[] = [];
    for (const order of open ?? []) {
      if (order.symbol !== symbol) continue;
      const label = `#${order.id} ${order.side === 'buy' ? 'Buy' : 'Sell'} ${order.volume.toFixed(2)}`;
      if (order.open_price !== null) lines.push({ price: order.open_price, color: colors.entry, title: label });
      if (order.stop_loss_price !== null) lines.push({ price: order.stop_loss_price, color: colors.stopLoss, title: `SL #${order.id}` });
      if (order.take_profit_price !== null)
        lines.push({ price: order.take_profit_price, color: colors.takeProfit, title: `TP #${order.id}` });
    }
    return lines;
  }, [open, symbol]);
}
