import type { OrderSide } from '@platform/shared/orders';

export type StopKind = 'sl' | 'tp';

/** A buy's stop loss sits below the entry and its take profit above; a sell's the other way round. */
function direction(side: OrderSide, kind: StopKind): 1 | -1 {
  const below = (side === 'buy') === (kind === 'sl');
  return below ? -1 : 1;
}

export function stopPriceFromPips(side: OrderSide, kind: StopKind, entry: number, pips: number, pipSize: number, digits: number): number {
  return Number((entry + direction(side, kind) * pips * pipSize).toFixed(digits));
}

/** Whole pips between entry and a stop on its proper side (0 when on the wrong side). */
export function pipsFromStopPrice(side: OrderSide, kind: StopKind, entry: number, price: number, pipSize: number): number {
  const pips = Math.round((direction(side, kind) * (price - entry)) / pipSize);
  return Math.max(0, pips);
}
