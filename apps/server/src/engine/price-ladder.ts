import { Heap } from './heap.ts';

/** What a ladder entry fires: a pending order's entry, a position's SL or TP, or an account's stop-out check. */
export type TriggerKind = 'entry' | 'stop_loss' | 'take_profit' | 'stop_out';

export interface LadderEntry {
  /** Price in points at which the entry fires. */
  key: number;
  kind: TriggerKind;
  /** Order id, or user id for stop-out entries. */
  ref: number;
  version: number;
}

/** Which side of the quote an entry watches and in which direction it fires. */
export type Condition = 'ask_at_or_below' | 'ask_at_or_above' | 'bid_at_or_above' | 'bid_at_or_below';

const highestFirst = (a: LadderEntry, b: LadderEntry) => a.key > b.key;
const lowestFirst = (a: LadderEntry, b: LadderEntry) => a.key < b.key;

/**
 * The four sorted ladders of one symbol. Each is a heap whose root is the entry nearest to firing,
 * so a tick that fires nothing costs four comparisons and one that fires k entries O(k log n).
 * Cancelled or modified entries stay until they surface and are dropped as stale.
 */
export class PriceLadder {
  private readonly askAtOrBelow = new Heap<LadderEntry>(highestFirst);
  private readonly askAtOrAbove = new Heap<LadderEntry>(lowestFirst);
  private readonly bidAtOrAbove = new Heap<LadderEntry>(lowestFirst);
  private readonly bidAtOrBelow = new Heap<LadderEntry>(highestFirst);

  get size(): number {
    return this.askAtOrBelow.size + this.askAtOrAbove.size + this.bidAtOrAbove.size + this.bidAtOrBelow.size;
  }

  add(condition: Condition, entry: LadderEntry): void {
    this.heap(condition).push(entry);
  }

  /** Pops every entry the quote crosses, in firing order per ladder; the caller drops stale ones. */
  crossed(bid: number, ask: number): LadderEntry[] {
    let fired: LadderEntry[] | undefined;
    let top = this.askAtOrBelow.peek();
    while (top !== undefined && ask <= top.key) {
      (fired ??= []).push(this.askAtOrBelow.pop()!);
      top = this.askAtOrBelow.peek();
    }
    top = this.askAtOrAbove.peek();
    while (top !== undefined && ask >= top.key) {
      (fired ??= []).push(this.askAtOrAbove.pop()!);
      top = this.askAtOrAbove.peek();
    }
    top = this.bidAtOrAbove.peek();
    while (top !== undefined && bid >= top.key) {
      (fired ??= []).push(this.bidAtOrAbove.pop()!);
      top = this.bidAtOrAbove.peek();
    }
    top = this.bidAtOrBelow.peek();
    while (top !== undefined && bid <= top.key) {
      (fired ??= []).push(this.bidAtOrBelow.pop()!);
      top = this.bidAtOrBelow.peek();
    }
    return fired ?? NOTHING;
  }

  /** Drops stale entries in bulk once they outnumber live ones. */
  compact(isLive: (entry: LadderEntry) => boolean): void {
    for (const heap of [this.askAtOrBelow, this.askAtOrAbove, this.bidAtOrAbove, this.bidAtOrBelow]) heap.filter(isLive);
  }

  private heap(condition: Condition): Heap<LadderEntry> {
    switch (condition) {
      case 'ask_at_or_below':
        return this.askAtOrBelow;
      case 'ask_at_or_above':
        return this.askAtOrAbove;
      case 'bid_at_or_above':
        return this.bidAtOrAbove;
      case 'bid_at_or_below':
        return this.bidAtOrBelow;
    }
  }
}

const NOTHING: LadderEntry[] = [];

/** The condition that fires a pending order (spec: buy limit ask ≤ p, buy stop ask ≥ p, sell limit bid ≥ p, sell stop bid ≤ p). */
export function entryCondition(side: 'buy' | 'sell', orderType: 'limit' | 'stop'): Condition {
  if (side === 'buy') return orderType === 'limit' ? 'ask_at_or_below' : 'ask_at_or_above';
  return orderType === 'limit' ? 'bid_at_or_above' : 'bid_at_or_below';
}

/** A buy position closes against the bid, a sell against the ask. */
export function stopLossCondition(side: 'buy' | 'sell'): Condition {
  return side === 'buy' ? 'bid_at_or_below' : 'ask_at_or_above';
}

export function takeProfitCondition(side: 'buy' | 'sell'): Condition {
  return side === 'buy' ? 'bid_at_or_above' : 'ask_at_or_below';
}
