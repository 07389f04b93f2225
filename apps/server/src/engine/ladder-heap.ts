/** Slots per entry in a price level's bucket: ref (what the entry fires for), version, kind. */
export const SLOTS = 3;

/** Counts the changes of a set of heaps' roots (their nearest levels); shared by the heaps it watches. */
export interface RootWatch {
  changes: number;
}

/** Whether a filed entry still counts; `key` is the price it was filed at. */
export type LiveCheck<Ref> = (kind: number, ref: Ref, version: number, key: number) => boolean;

/**
 * One sorted ladder: entries grouped by price level. The distinct price keys sit in a binary
 * min-heap packed into a Float64Array; each level's entries (ref, version, kind per entry, in the
 * order they were filed) sit together in one array. The ref is what the entry fires for (an order
 * or account object, an alert id), so firing needs no look-up by id. Filing an entry at a level
 * that already holds some is one map look-up and an append, and firing a level reads its entries
 * in one sweep, so a million resident entries cost a heap over the few thousand prices they sit
 * at rather than over the million entries. A ladder
 * that fires the highest price first stores its keys negated.
 */
export class LadderHeap<Ref> {
  /** Distinct price keys, a binary min-heap: `keys[0]` is the level nearest to firing. */
  keys = new Float64Array(16);
  levels = 0;
  /** Entries filed, live or stale. */
  size = 0;
  private readonly buckets = new Map<number, Array<Ref | number>>();
  /** Emptied buckets kept for reuse (their arrays keep their capacity). */
  private readonly spare: Array<Array<Ref | number>> = [];
  /** Levels a sweep emptied: their keys stay in the heap until the sweep's pass ends (or they fire, firing nothing). */
  private emptyLevels = 0;
  /** Where the current sweep pass is, between calls. */
  private sweeper: Iterator<[number, Array<Ref | number>]> | undefined;

  /** `watch`, when given, counts every change of the nearest level (a gate over several ladders reads it). */
  constructor(private readonly watch?: RootWatch) {}

  /** Whether a sweep pass is under way (started, not yet through every level). */
  get sweeping(): boolean {
    return this.sweeper !== undefined;
  }

  push(key: number, ref: Ref, version: number, kind: number): void {
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      bucket = this.spare.pop() ?? [];
      this.buckets.set(key, bucket);
      this.pushKey(key);
    } else if (bucket.length === 0) this.emptyLevels -= 1;
    bucket.push(ref, version, kind);
    this.size += 1;
  }

  /** Removes the nearest level and returns its entries (ref, version, kind per entry, in filing order) until `release`. */
  popLevel(): Array<Ref | number> {
    const key = this.keys[0]!;
    const bucket = this.buckets.get(key)!;
    this.buckets.delete(key);
    this.popKey();
    if (bucket.length === 0) this.emptyLevels -= 1;
    this.size -= bucket.length / SLOTS;
    return bucket;
  }

  /** Hands back a bucket `popLevel` returned, once its entries are read. */
  release(bucket: Array<Ref | number>): void {
    bucket.length = 0;
    if (this.spare.length < 1024) this.spare.push(bucket);
  }

  /**
   * Drops stale entries level by level, continuing the pass the last call left off, until it has
   * looked at `budget` entries or the pass has been through every level (then levels left empty
   * leave the heap). Returns the entries looked at. Each level keeps its live entries in filing order.
   */
  sweep(isLive: LiveCheck<Ref>, budget: number): number {
    let checked = 0;
    this.sweeper ??= this.buckets.entries();
    while (checked < budget) {
      const next = this.sweeper.next();
      if (next.done) {
        this.sweeper = undefined;
        this.dropEmptyLevels();
        break;
      }
      const [key, bucket] = next.value;
      if (bucket.length === 0) continue;
      checked += bucket.length / SLOTS;
      let write = 0;
      for (let at = 0; at < bucket.length; at += SLOTS) {
        if (!isLive(bucket[at + 2] as number, bucket[at] as Ref, bucket[at + 1] as number, key)) continue;
        bucket[write] = bucket[at]!;
        bucket[write + 1] = bucket[at + 1]!;
        bucket[write + 2] = bucket[at + 2]!;
        write += SLOTS;
      }
      this.size -= (bucket.length - write) / SLOTS;
      bucket.length = write;
      if (write === 0) this.emptyLevels += 1;
    }
    return checked;
  }

  /** Keeps only live entries: one whole sweep pass from the first level. */
  filter(isLive: LiveCheck<Ref>): void {
    this.sweeper = undefined;
    this.sweep(isLive, Infinity);
  }

  private dropEmptyLevels(): void {
    if (this.emptyLevels === 0) return;
    if (this.watch) this.watch.changes += 1;
    this.keys = new Float64Array(Math.max(16, this.keys.length));
    this.levels = 0;
    for (const [key, bucket] of this.buckets) {
      if (bucket.length > 0) this.pushKey(key);
      else {
        this.buckets.delete(key);
        this.release(bucket);
      }
    }
    this.emptyLevels = 0;
  }

  private pushKey(key: number): void {
    if (this.levels === this.keys.length) {
      const keys = new Float64Array(this.keys.length * 2);
      keys.set(this.keys);
      this.keys = keys;
    }
    const keys = this.keys;
    let index = this.levels++;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!(key < keys[parent]!)) break;
      keys[index] = keys[parent]!;
      index = parent;
    }
    keys[index] = key;
    if (index === 0 && this.watch) this.watch.changes += 1;
  }

  private popKey(): void {
    if (this.watch) this.watch.changes += 1;
    const keys = this.keys;
    const length = --this.levels;
    if (length === 0) return;
    const key = keys[length]!;
    let index = 0;
    for (;;) {
      const left = 2 * index + 1;
      if (left >= length) break;
      const right = left + 1;
      const child = right < length && keys[right]! < keys[left]! ? right : left;
      if (!(keys[child]! < key)) break;
      keys[index] = keys[child]!;
      index = child;
    }
    keys[index] = key;
  }
}
