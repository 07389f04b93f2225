import type { Condition, PriceLadder, TriggerKind } from './price-ladder.ts';
import type { EngineOrder } from './types.ts';

/** Where an order's entries (entry, SL, TP, trailing and break-even points, staged TPs) are filed. */
export interface OrderLadder {
  add(condition: Condition, key: number, kind: Exclude<TriggerKind, 'stop_out'>, order: EngineOrder): void;
}

/**
 * The price on the feed's side of a condition the group's price reaches `key` at, for a markup of
 * fixed points: the group's ask is the feed's plus `askMarkupPts`, its bid the feed's minus
 * `bidMarkupPts`, so "the group's ask at or below k" is "the feed's ask at or below k − askMarkupPts".
 */
export function feedKey(condition: Condition, key: number, bidMarkupPts: number, askMarkupPts: number): number {
  return condition === 'ask_at_or_below' || condition === 'ask_at_or_above' ? key - askMarkupPts : key + bidMarkupPts;
}

/**
 * The symbol's own ladder seen through a markup of fixed points: an order of a group that marks the
 * symbol up by points waits beside everybody else's, its key moved onto the feed's prices, so a tick
 * checks one ladder however many such groups there are. (A percentage markup moves with the spread,
 * so its orders keep a ladder of their group's.)
 */
export class ShiftedLadder implements OrderLadder {
  constructor(
    private readonly ladder: PriceLadder,
    readonly bidMarkupPts: number,
    readonly askMarkupPts: number,
  ) {}

  add(condition: Condition, key: number, kind: Exclude<TriggerKind, 'stop_out'>, order: EngineOrder): void {
    this.ladder.add(condition, feedKey(condition, key, this.bidMarkupPts, this.askMarkupPts), kind, order);
  }
}
