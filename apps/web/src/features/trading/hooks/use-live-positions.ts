import type { Order } from '@platform/shared/orders';
import { useSymbolSheet } from '../api/get-symbol-sheet.ts';
import { useOrders } from '../api/get-orders.ts';
import { livePosition, type LivePosition } from '../lib/position-math.ts';
import { useQuoteLookup } from './use-quote-lookup.ts';

export interface OpenPosition {
  order: Order;
  live: LivePosition;
}

/** The open positions revalued at the latest ticks. */
export function useLivePositions(): { positions: OpenPosition[]; isLoading: boolean } {
  const orders = useOrders('open');
  const sheet = useSymbolSheet();
  const quoteOf = useQuoteLookup(orders.data !== undefined && orders.data.length > 0);
  const positions = (orders.data ?? []).map((order) => ({ order, live: livePosition(order, sheet, quoteOf) }));
  return { positions, isLoading: orders.isLoading };
}
