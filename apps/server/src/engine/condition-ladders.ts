import { LadderHeap } from './ladder-heap.ts';

/** Which side of the quote an entry watches and in which direction it fires. */
export type Condition = 'ask_at_or_below' | 'ask_at_or_above' | 'bid_at_or_above' | 'bid_at_or_below';

/** The entries one `crossed` call popped, in firing order: (ref, version, kind) per entry; reused from call to call. */
export class FiredEntries {
  data = new Float64Array(64 * 3);
  length = 0;

  take(heap: LadderHeap): void {
    let at = this.length * 3;
    if (at === this.data.length) {
      const data = new Float64Array(at * 2);
      data.set(this.data);
      this.data = data;
    }
    const data = this.data;
    const root = heap.data;
    data[at++] = root[1]!;
    data[at++] = root[2]!;
    data[at] = root[3]!;
    this.length += 1;
    heap.pop();
  }
}

/**
 * The four sorted ladders of one symbol, one per condition. Each is a heap whose root is the entry
 * nearest to firing, so a tick that fires nothing costs four comparisons and one that fires k
 * entries O(k log n). Ladders that fire the highest price first hold their keys negated. Cancelled
 * or modified entries stay until they surface and are dropped as stale. The order ladders
 * (PriceLadder) and the alert ladders (AlertLadder) are two of these, so alerts never slow orders.
 */
export class ConditionLadders {
  private readonly askAtOrBelow = new LadderHeap(); // negated keys
  private readonly askAtOrAbove = new LadderHeap();
  private readonly bidAtOrAbove = new LadderHeap();
  private readonly bidAtOrBelow = new LadderHeap(); // negated keys
  private readonly fired = new FiredEntries();

  get size(): number {
    return this.askAtOrBelow.size + this.askAtOrAbove.size + this.bidAtOrAbove.size + this.bidAtOrBelow.size;
  }

  /** Files an entry under its condition; `code` is the subclass's kind number. */
  protected push(condition: Condition, key: number, code: number, ref: number, version: number): void {
    switch (condition) {
      case 'ask_at_or_below':
        return this.askAtOrBelow.push(-key, ref, version, code);
      case 'ask_at_or_above':
        return this.askAtOrAbove.push(key, ref, version, code);
      case 'bid_at_or_above':
        return this.bidAtOrAbove.push(key, ref, version, code);
      case 'bid_at_or_below':
        return this.bidAtOrBelow.push(-key, ref, version, code);
    }
  }

  /**
   * Pops every entry the quote crosses, in firing order per ladder; the caller drops stale ones.
   * The result is overwritten by the next call.
   */
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

  /** Drops stale entries in bulk once they outnumber live ones. */
  compact(isLive: (kind: number, ref: number, version: number) => boolean): void {
    this.askAtOrBelow.filter(isLive);
    this.askAtOrAbove.filter(isLive);
    this.bidAtOrAbove.filter(isLive);
    this.bidAtOrBelow.filter(isLive);
  }
}
