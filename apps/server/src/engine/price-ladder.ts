import { LadderHeap } from './ladder-heap.ts';

/** What a ladder entry fires: a pending order's entry, a position's SL or TP, or an account's stop-out check. */
export type TriggerKind = 'entry' | 'stop_loss' | 'take_profit' | 'stop_out' | 'trailing_stop' | 'break_even';

/** Kinds as stored in the ladders' typed arrays. */
export const ENTRY = 0;
export const STOP_LOSS = 1;
export const TAKE_PROFIT = 2;
export const STOP_OUT = 3;
/** Fires when the price has moved far enough in the trade's favour for the trailing SL to follow. */
export const TRAILING_STOP = 4;
export const BREAK_EVEN = 5;
const KIND_CODES: Record<TriggerKind, number> = {
  entry: ENTRY,
  stop_loss: STOP_LOSS,
  take_profit: TAKE_PROFIT,
  stop_out: STOP_OUT,
  trailing_stop: TRAILING_STOP,
  break_even: BREAK_EVEN,
};

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
 * The four sorted ladders of one symbol. Each is a heap whose root is the entry nearest to firing,
 * so a tick that fires nothing costs four comparisons and one that fires k entries O(k log n).
 * Ladders that fire the highest price first hold their keys negated. Cancelled or modified entries
 * stay until they surface and are dropped as stale.
 */
export class PriceLadder {
  private readonly askAtOrBelow = new LadderHeap(); // negated keys
  private readonly askAtOrAbove = new LadderHeap();
  private readonly bidAtOrAbove = new LadderHeap();
  private readonly bidAtOrBelow = new LadderHeap(); // negated keys
  private readonly fired = new FiredEntries();

  get size(): number {
    return this.askAtOrBelow.size + this.askAtOrAbove.size + this.bidAtOrAbove.size + this.bidAtOrBelow.size;
  }

  add(condition: Condition, key: number, kind: TriggerKind, ref: number, version: number): void {
    const code = KIND_CODES[kind];
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
