import { useMemo } from 'react';
import { useOrders } from '../api/get-orders.ts';
import { useStopOutForecasts } from './use-stop-out-forecasts.ts';

export interface PriceLine {
  price: number;
  color: string;
  title: string;
}

const colors = { entry: '#3b82f6', stopLoss: '#ef4444', takeProfit: '#22c55e', marginCall: '#f59e0b', stopOut: '#b91c1c' };

/**
 * Entry, stop loss (marked when trailing) and take profit of the trader's open trades on `symbol`, and
 * where the account would reach margin call and stop-out on this symbol's price, for the chart.
 */
export function usePriceLines(symbol: string): PriceLine[] {
  const open = useOrders('open').data;
  const forecast = useStopOutForecasts().bySymbol.get(symbol);
  // The levels barely move with the price (equity moves along with it): rounded, they keep the lines stable.
  const marginCall = forecast?.marginCallPrice == null ? null : Number(forecast.marginCallPrice.toPrecision(8));
  const stopOut = forecast?.stopOutPrice == null ? null : Number(forecast.stopOutPrice.toPrecision(8));
  return useMemo(() => {
    const lines: PriceLine[] = [];
    for (const order of open ?? []) {
      if (order.symbol !== symbol) continue;
      const label = `#${order.id} ${order.side === 'buy' ? 'Buy' : 'Sell'} ${order.volume.toFixed(2)}`;
      if (order.open_price !== null) lines.push({ price: order.open_price, color: colors.entry, title: label });
      if (order.stop_loss_price !== null)
        lines.push({
          price: order.stop_loss_price,
          color: colors.stopLoss,
          title: order.trailing_stop_pips === null ? `SL #${order.id}` : `Trailing SL #${order.id}`,
        });
      if (order.take_profit_price !== null)
        lines.push({ price: order.take_profit_price, color: colors.takeProfit, title: `TP #${order.id}` });
    }
    if (marginCall !== null) lines.push({ price: marginCall, color: colors.marginCall, title: 'Margin call' });
    if (stopOut !== null) lines.push({ price: stopOut, color: colors.stopOut, title: 'Stop-out' });
    return lines;
  }, [open, symbol, marginCall, stopOut]);
}
