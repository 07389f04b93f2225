import type { Effect } from '../../engine/types.ts';
import type { HedgeSide } from './hedging.tables.ts';

/** One client trade as the hedge service sees it: the direction the client's exposure moved. */
export interface ClientFill {
  /** `open:<order id>` or `close:<order id>`: one key per fill, so a fill is routed once. */
  key: string;
  orderId: number;
  userId: number;
  /** The trading account that traded (its client group picks the routing rule). */
  accountId: number;
  symbol: string;
  side: HedgeSide;
  volumeUnits: number;
  pricePts: number;
  filledAt: number;
}

/** The fills in a committed engine result: positions opened (market or triggered) and closed. */
export function clientFillsOf(effects: readonly Effect[]): ClientFill[] {
  const fills: ClientFill[] = [];
  for (const effect of effects) {
    if (effect.type !== 'order') continue;
    const { order } = effect;
    if ((effect.event === 'filled' || effect.event === 'triggered') && order.openPts !== null)
      fills.push({
        key: `open:${order.id}`,
        orderId: order.id,
        userId: order.userId,
        accountId: order.accountId,
        symbol: order.symbol,
        side: order.side,
        volumeUnits: order.volumeUnits,
        pricePts: order.openPts,
        filledAt: order.openedAt ?? order.createdAt,
      });
    else if (effect.event === 'closed' && order.closePts !== null && order.openPts !== null)
      fills.push({
        key: `close:${order.id}`,
        orderId: order.id,
        userId: order.userId,
        accountId: order.accountId,
        symbol: order.symbol,
        side: order.side === 'buy' ? 'sell' : 'buy',
        volumeUnits: order.volumeUnits,
        pricePts: order.closePts,
        filledAt: order.closedAt ?? order.createdAt,
      });
  }
  return fills;
}

/** +units for a buy, -units for a sell. */
export const signedUnits = (side: HedgeSide, units: number): number => (side === 'buy' ? units : -units);
