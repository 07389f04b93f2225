/** Slots per entry in a price level's bucket: ref, version, kind. */
export const SLOTS = 3;

/**
 * One sorted ladder: entries grouped by price level. The distinct price keys sit in a binary
 * min-heap packed into a Float64Array; each level's entries (ref, version, kind per entry, in the
 * order they were filed) sit together in one array of small integers. Filing an entry at a level
 * that already holds some is one map look-up and an append, and firing a level reads its entries
 * in one sweep, so a million resident entries cost a heap over the few thousand prices they sit
 * at rather than over the million entries, and the garbage collector traces no entry. A ladder
 * that fires the highest price first stores its keys negated.
 */
export class LadderHeap {
  /** Distinct price keys, a binary min-heap: `keys[0]` is the level nearest to firing. */
  keys = new Float64Array(16);
  levels = 0;
  /** Entries filed, live or stale. */
  size = 0;
  private readonly buckets = new Map<number, number[]>();
  /** Emptied buckets kept for reuse (their arrays keep their capacity). */
  private readonly spare: number[][] = [];

  push(key: number, ref: number, version: number, kind: number): void {
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      bucket = this.spare.pop() ?? [];
      this.buckets.set(key, bucket);
      this.pushKey(key);
    }
    bucket.push(ref, version, kind);
    this.size += 1;
  }

  /** Removes the nearest level and returns its entries (ref, version, kind per entry, in filing order) until `release`. */
  popLevel(): number[] {
    const key = this.keys[0]!;
    const bucket = this.buckets.get(key)!;
    this.buckets.delete(key);
    this.popKey();
    this.size -= bucket.length / SLOTS;
    return bucket;
  }

  /** Hands back a bucket `popLevel` returned, once its entries are read. */
  release(bucket: number[]): void {
    bucket.length = 0;
    if (this.spare.length < 1024) this.spare.push(bucket);
  }

  /** Keeps only live entries (each level's in filing order), dropping levels left empty. */
  filter(isLive: (kind: number, ref: number, version: number, key: number) => boolean): void {
    this.keys = new Float64Array(16);
    this.levels = 0;
    this.size = 0;
    for (const [key, bucket] of this.buckets) {
      let write = 0;
      for (let at = 0; at < bucket.length; at += SLOTS) {
        if (!isLive(bucket[at + 2]!, bucket[at]!, bucket[at + 1]!, key)) continue;
        bucket[write] = bucket[at]!;
        bucket[write + 1] = bucket[at + 1]!;
        bucket[write + 2] = bucket[at + 2]!;
        write += SLOTS;
      }
      bucket.length = write;
      if (write === 0) {
        this.buckets.delete(key);
        this.release(bucket);
        continue;
      }
      this.size += write / SLOTS;
      this.pushKey(key);
    }
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
  }

  private popKey(): void {
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
