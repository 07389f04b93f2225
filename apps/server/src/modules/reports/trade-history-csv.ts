import { Readable } from 'node:stream';
import { csvWriter } from '../../lib/csv.ts';
import { toIsoOrNull } from '../../db/now.ts';
import type { EngineOrder } from '../../engine/types.ts';
import { UNITS_PER_LOT } from '../../engine/types.ts';
import { fromPoints } from '../../engine/order-rules.ts';
import { centsText } from './cents-text.ts';

export const tradeCsvColumns = [
  'id',
  'symbol',
  'side',
  'order_type',
  'status',
  'volume',
  'open_time',
  'open_price',
  'close_time',
  'close_price',
  'close_reason',
  'profit',
  'swap',
  'commission',
  'net',
] as const;

const priceText = (pts: number | null, digits: number) => (pts === null ? '' : fromPoints(pts, digits).toFixed(digits));

export function tradeHistoryCsv(orders: AsyncIterable<EngineOrder>): Readable {
  const rows = async function* () {
    for await (const order of orders) {
      const profit = order.profitCents ?? 0;
      yield {
        id: order.id,
        symbol: order.symbol,
        side: order.side,
        order_type: order.orderType,
        status: order.status,
        volume: (order.volumeUnits / UNITS_PER_LOT).toFixed(2),
        open_time: toIsoOrNull(order.openedAt) ?? '',
        open_price: priceText(order.openPts, order.digits),
        close_time: toIsoOrNull(order.closedAt) ?? '',
        close_price: priceText(order.closePts, order.digits),
        close_reason: order.closeReason ?? '',
        profit: order.profitCents === null ? '' : centsText(profit),
        swap: centsText(order.swapCents),
        commission: centsText(order.commissionCents),
        net: centsText(profit + order.swapCents + order.commissionCents),
      };
    }
  };
  return Readable.from(rows()).pipe(csvWriter(tradeCsvColumns));
}
