import { useState } from 'react';
import type { OrderSide } from '@platform/shared/orders';
import { usePlaceTrade } from './use-place-trade.ts';
import { placeOrderRequest } from '../lib/order-request.ts';

/** A pending order asked for at a price picked on the chart. */
export interface ChartOrder {
  symbol: string;
  side: OrderSide;
  kind: 'limit' | 'stop';
  price: number;
  volume: number;
}

/** The pending orders a price above the ask or below the bid allows: limits buy lower and sell higher, stops the other way. */
export function pendingKindsAt(price: number, quote: { bid: number; ask: number }): { side: OrderSide; kind: 'limit' | 'stop' }[] {
  if (price > quote.ask)
    return [
      { side: 'buy', kind: 'stop' },
      { side: 'sell', kind: 'limit' },
    ];
  if (price < quote.bid)
    return [
      { side: 'buy', kind: 'limit' },
      { side: 'sell', kind: 'stop' },
    ];
  return [];
}

/** Places pending orders picked on the chart: at once with one-click trading, else after a confirm. */
export function useChartOrders(oneClick: boolean) {
  const [pending, setPending] = useState<ChartOrder | null>(null);
  const { place, placing } = usePlaceTrade();
  const perform = (order: ChartOrder) =>
    place(placeOrderRequest({ symbol: order.symbol, side: order.side, type: order.kind, volume: order.volume, price: order.price }));
  return {
    request: (order: ChartOrder) => (oneClick ? perform(order) : setPending(order)),
    pending,
    placing,
    confirm: () => {
      if (pending) perform(pending);
      setPending(null);
    },
    cancel: () => setPending(null),
  };
}
