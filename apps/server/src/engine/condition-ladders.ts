import { LadderHeap, SLOTS, type LiveCheck, type RootWatch } from './ladder-heap.ts';

/** Which side of the quote an entry watches and in which direction it fires. */
export type Condition = 'ask_at_or_below' | 'ask_at_or_above' | 'bid_at_or_above' | 'bid_at_or_below';

/** The entries one `crossed` call took, in firing order: (ref, version, kind) per entry; reused from call to call. */
export class FiredEntries<Ref> {
  readonly data: Array<Ref | number> = [];
  length = 0;

  /** Takes the ladder's nearest level, all its entries in filing order. */
  take(ladder: LadderHeap<Ref>): void {
    const bucket = ladder.popLevel();
    const data = this.data;
    let at = this.length * SLOTS;
    for (let i = 0; i < bucket.length; i++) data[at++] = bucket[i]!;
    this.length += bucket.length / SLOTS;
    ladder.release(bucket);
  }

  ref(index: number): Ref {
    return this.data[index * SLOTS] as Ref;
  }

  version(index: number): number {
    return this.data[index * SLOTS + 1] as number;
  }

  kind(index: number): number {
    return this.data[index * SLOTS + 2] as number;
  }
}

/**
 * The four sorted ladders of one symbol, one per condition. Each is a heap of price levels whose
 * root is the level nearest to firing, so a tick that fires nothing costs four comparisons and one
 * that fires k entries at m levels O(k + m log levels). Ladders that fire the highest price first
 * hold their keys negated. Cancelled or modified entries stay until they surface and are dropped as
 * stale, or until a sweep drops them. The order ladders (PriceLadder, whose refs are the orders and
 * accounts themselves) and the alert ladders (AlertLadder, alert ids) are two of these, so alerts
 * never slow orders.
 */
export class ConditionLadders<Ref> {
  private readonly askAtOrBelow: LadderHeap<Ref>; // negated keys
  private readonly askAtOrAbove: LadderHeap<Ref>;
  private readonly bidAtOrAbove: LadderHeap<Ref>;
  private readonly bidAtOrBelow: LadderHeap<Ref>; // negated keys
  private readonly fired = new FiredEntries<Ref>();

  /** `watch`, when given, counts every change of the four ladders' nearest levels (see `nearest`). */
  constructor(watch?: RootWatch) {
    this.askAtOrBelow = new LadderHeap<Ref>(watch);
    this.askAtOrAbove = new LadderHeap<Ref>(watch);
    this.bidAtOrAbove = new LadderHeap<Ref>(watch);
    this.bidAtOrBelow = new LadderHeap<Ref>(watch);
  }

  /**
   * The nearest price of each condition, in the order of `Condition` ('ask_at_or_below' first), into
   * `into`: the price at which a quote starts firing it (±Infinity when it holds nothing).
   */
  nearest(into: Float64Array): void {
    into[0] = this.askAtOrBelow.levels > 0 ? -this.askAtOrBelow.keys[0]! : -Infinity;
    into[1] = this.askAtOrAbove.levels > 0 ? this.askAtOrAbove.keys[0]! : Infinity;
    into[2] = this.bidAtOrAbove.levels > 0 ? this.bidAtOrAbove.keys[0]! : Infinity;
    into[3] = this.bidAtOrBelow.levels > 0 ? -this.bidAtOrBelow.keys[0]! : -Infinity;
  }
  /** Which of the four ladders the bounded sweep is in. */
  private sweepAt = 0;

  get size(): number {
    return this.askAtOrBelow.size + this.askAtOrAbove.size + this.bidAtOrAbove.size + this.bidAtOrBelow.size;
  }

  /** Files an entry under its condition; `code` is the subclass's kind number. */
  protected push(condition: Condition, key: number, code: number, ref: Ref, version: number): void {
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
   * Takes every entry the quote crosses, level by level in firing order per ladder (entries of one
   * level in the order they were filed); the caller drops stale ones.
   * The result is overwritten by the next call.
   */
  crossed(bid: number, ask: number): FiredEntries<Ref> {
    const fired = this.fired;
    fired.length = 0;
    const askAtOrBelow = this.askAtOrBelow;
    while (askAtOrBelow.levels > 0 && ask <= -askAtOrBelow.keys[0]!) fired.take(askAtOrBelow);
    const askAtOrAbove = this.askAtOrAbove;
    while (askAtOrAbove.levels > 0 && ask >= askAtOrAbove.keys[0]!) fired.take(askAtOrAbove);
    const bidAtOrAbove = this.bidAtOrAbove;
    while (bidAtOrAbove.levels > 0 && bid >= bidAtOrAbove.keys[0]!) fired.take(bidAtOrAbove);
    const bidAtOrBelow = this.bidAtOrBelow;
    while (bidAtOrBelow.levels > 0 && bid <= -bidAtOrBelow.keys[0]!) fired.take(bidAtOrBelow);
    return fired;
  }

  /** Drops every stale entry now; `isLive` sees each entry's price as filed. */
  compact(isLive: LiveCheck<Ref>): void {
    const negated: LiveCheck<Ref> = (kind, ref, version, key) => isLive(kind, ref, version, -key);
    this.askAtOrBelow.filter(negated);
    this.askAtOrAbove.filter(isLive);
    this.bidAtOrAbove.filter(isLive);
    this.bidAtOrBelow.filter(negated);
    this.sweepAt = 0;
  }

  /**
   * Drops stale entries a bounded step at a time (`budget` entries looked at), ladder after ladder,
   * so no single call stalls a tick. Returns whether this call finished a pass through all four.
   */
  sweep(isLive: LiveCheck<Ref>, budget: number): boolean {
    const negated: LiveCheck<Ref> = (kind, ref, version, key) => isLive(kind, ref, version, -key);
    const ladders = [this.askAtOrBelow, this.askAtOrAbove, this.bidAtOrAbove, this.bidAtOrBelow];
    while (budget > 0) {
      const ladder = ladders[this.sweepAt]!;
      budget -= ladder.sweep(this.sweepAt === 0 || this.sweepAt === 3 ? negated : isLive, budget);
      if (ladder.sweeping) return false;
      this.sweepAt = (this.sweepAt + 1) % 4;
      if (this.sweepAt === 0) return true;
    }
    return false;
  }
}
