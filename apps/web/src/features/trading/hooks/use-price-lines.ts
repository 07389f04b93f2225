import { createElement, Fragment, useMemo, useRef, type ReactNode } from 'react';
import type { Order } from '@platform/shared/orders';
import type { ChartPriceLine } from '../../../components/chart/price-chart.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { directionText } from '../lib/direction-text.ts';
import { waitingPrice } from '../lib/waiting-price.ts';
import { useOrders } from '../api/get-orders.ts';
import { useStopOutForecasts } from './use-stop-out-forecasts.ts';
import type { LineMove } from './use-line-moves.ts';
import { LiveProfit } from '../components/chart-trading/live-profit.tsx';

const colors = {
  entry: '#3b82f6',
  pending: '#a855f7',
  stopLoss: '#ef4444',
  takeProfit: '#22c55e',
  marginCall: '#f59e0b',
  stopOut: '#b91c1c',
};

/** Where a dragged entry line lands: below the price a buy closes at is its stop loss, above its take profit (mirrored for sells). */
export function levelFromEntryDrag(order: Order, price: number, currentPrice: number): 'sl' | 'tp' {
  const below = price < currentPrice;
  return order.side === 'buy' ? (below ? 'sl' : 'tp') : below ? 'tp' : 'sl';
}

/**
 * Entry, stop loss (marked when trailing) and take profit of the trader's open trades on `symbol`,
 * the triggers of their pending orders, and where the account would reach margin call and
 * stop-out on this symbol's price, for the chart. With `onMove`, SL, TP and trigger lines can be
 * dragged, and a position's entry line dragged away creates its missing SL or TP.
 */
export function usePriceLines(
  symbol: string,
  chartTrading?: { onMove: (move: LineMove) => void; currentPriceOf: (order: Order) => number | null },
): ChartPriceLine[] {
  const { t } = useTranslation();
  const open = useOrders('open').data;
  const pending = useOrders('pending', chartTrading !== undefined).data;
  const forecast = useStopOutForecasts().bySymbol.get(symbol);
  // The handlers change every render; the lines read the latest through a ref and stay stable.
  const latest = useRef(chartTrading);
  latest.current = chartTrading;
  const draggable = chartTrading !== undefined;
  // The levels barely move with the price (equity moves along with it): rounded, they keep the lines stable.
  const marginCall = forecast?.marginCallPrice == null ? null : Number(forecast.marginCallPrice.toPrecision(8));
  const stopOut = forecast?.stopOutPrice == null ? null : Number(forecast.stopOutPrice.toPrecision(8));
  return useMemo(() => {
    const lines: ChartPriceLine[] = [];
    const move = (order: Order, level: LineMove['level']) => (price: number) => latest.current?.onMove({ order, level, price });
    const drag = (label: string, text: ReactNode, onDrop: (price: number) => void) => (draggable ? { drag: { label, text, onDrop } } : {});
    for (const order of open ?? []) {
      if (order.symbol !== symbol) continue;
      const side = t(`trading.side.${order.side}`);
      const label = t('trading.lines.entry', { id: String(order.id), side, lots: order.volume.toFixed(2) });
      const bothSet = order.stop_loss_price !== null && order.take_profit_price !== null;
      if (order.open_price !== null)
        lines.push({
          price: order.open_price,
          color: colors.entry,
          title: label,
          keepInView: true,
          ...(bothSet
            ? {}
            : drag(
                t('chartTrading.dragEntry', { id: String(order.id) }),
                createElement(Fragment, null, `${side} ${order.volume.toFixed(2)}`, createElement(LiveProfit, { order })),
                (price) => {
                  const current = latest.current?.currentPriceOf(order);
                  if (current != null) move(order, levelFromEntryDrag(order, price, current))(price);
                },
              )),
        });
      if (order.stop_loss_price !== null)
        lines.push({
          price: order.stop_loss_price,
          color: colors.stopLoss,
          keepInView: true,
          title: t(order.trailing_stop_pips === null ? 'trading.lines.stopLoss' : 'trading.lines.trailingStopLoss', {
            id: String(order.id),
          }),
          ...drag(t('chartTrading.dragStopLoss', { id: String(order.id) }), `SL #${order.id}`, move(order, 'sl')),
        });
      if (order.take_profit_price !== null)
        lines.push({
          price: order.take_profit_price,
          color: colors.takeProfit,
          keepInView: true,
          title: t('trading.lines.takeProfit', { id: String(order.id) }),
          ...drag(t('chartTrading.dragTakeProfit', { id: String(order.id) }), `TP #${order.id}`, move(order, 'tp')),
        });
      order.take_profit_levels.forEach((level, index) =>
        lines.push({
          price: level.price,
          color: colors.takeProfit,
          title: t('trading.lines.stagedTakeProfit', { n: String(index + 1), id: String(order.id), lots: level.volume.toFixed(2) }),
        }),
      );
    }
    for (const order of pending ?? []) {
      if (order.symbol !== symbol || order.trigger_price === null) continue;
      const text = `${directionText(order, t)} ${order.volume.toFixed(2)} #${order.id}`;
      // A stop-limit whose stop was reached waits at its limit price: that is the line to see and drag.
      lines.push({
        price: waitingPrice(order) ?? order.trigger_price,
        color: colors.pending,
        keepInView: true,
        title: text,
        ...drag(t('chartTrading.dragTrigger', { id: String(order.id) }), text, move(order, 'trigger')),
      });
    }
    if (marginCall !== null) lines.push({ price: marginCall, color: colors.marginCall, title: t('trading.lines.marginCall') });
    if (stopOut !== null) lines.push({ price: stopOut, color: colors.stopOut, title: t('trading.lines.stopOut') });
    return lines;
  }, [open, pending, symbol, marginCall, stopOut, draggable, t]);
}
