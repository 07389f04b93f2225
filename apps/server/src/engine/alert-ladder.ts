import { LadderHeap } from './ladder-heap.ts';
import { FiredEntries, type Condition } from './price-ladder.ts';

/** Kinds of alert entries: the alert's own level, and the level back across it that re-arms a repeating one. */
export const ALERT_FIRE = 0;
export const ALERT_REARM = 1;

/**
 * The four sorted ladders of one symbol's alerts, apart from the order ladders so alerts never
 * slow the order book down. A quiet tick peeks at four heap roots.
 */
export class AlertLadder {
  private readonly askAtOrBelow = new LadderHeap(); // negated keys
  private readonly askAtOrAbove = new LadderHeap();
  private readonly bidAtOrAbove = new LadderHeap();
  private readonly bidAtOrBelow = new LadderHeap(); // negated keys
  private readonly fired = new FiredEntries();

  get size(): number {
    return this.askAtOrBelow.size + this.askAtOrAbove.size + this.bidAtOrAbove.size + this.bidAtOrBelow.size;
  }

  add(condition: Condition, key: number, kind: number, ref: number, version: number): void {
    if (condition === 'ask_at_or_below') this.askAtOrBelow.push(-key, ref, version, kind);
    else if (condition === 'ask_at_or_above') this.askAtOrAbove.push(key, ref, version, kind);
    else if (condition === 'bid_at_or_above') this.bidAtOrAbove.push(key, ref, version, kind);
    else this.bidAtOrBelow.push(-key, ref, version, kind);
  }

  /** Pops every entry the quote crosses as (ref, version, kind) triples; overwritten by the next call. */
  crossed(bid: number, ask: number): FiredEntries {
    const fired = this.fired;
    fired.length = 0;
    const askAtOrBelow = this.askAtOrBelow;
    while (askAtOrBelow.size > 0 && ask <= -askAtOrBelow.data[0]!) fired.take(askAtOrBelow);
    const askAtOrAbove = this.askAtOrAbove;
    while (askAtOrAbove.size > 0 && ask >= askAtOrAbove.data[0]!) fired.take(askAtOrAbove);
    const bidAtOrAbove = this.bidAtOrAbove;
    while (bidAtOrAbove.size > 0 && bid >= bidAtOrAbove.data[0]!) fired.take(bidAtOrAbove);
    const bidAtOrBelow = this.bidAtOrBelow;
    while (bidAtOrBelow.size > 0 && bid <= -bidAtOrBelow.data[0]!) fired.take(bidAtOrBelow);
    return fired;
  }

  compact(isLive: (kind: number, ref: number, version: number) => boolean): void {
    this.askAtOrBelow.filter(isLive);
    this.askAtOrAbove.filter(isLive);
    this.bidAtOrAbove.filter(isLive);
    this.bidAtOrBelow.filter(isLive);
  }
}
