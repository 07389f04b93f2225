/** Slots per entry in a ladder heap's buffer: price key, ref, version, kind. */
export const SLOTS = 4;

/**
 * A binary min-heap of ladder entries packed into one Float64Array (key, ref, version, kind per
 * entry) instead of one object per entry: a million resident entries are one flat buffer, so a
 * sift touches one cache line per level, adding an entry allocates nothing and the garbage
 * collector has nothing to trace. A ladder that fires the highest price first stores its keys
 * negated. Same push and pop steps as `Heap`, so entries with equal keys come out in the same order.
 */
export class LadderHeap {
  data = new Float64Array(16 * SLOTS);
  size = 0;

  push(key: number, ref: number, version: number, kind: number): void {
    if (this.size * SLOTS === this.data.length) this.grow();
    const data = this.data;
    let index = this.size++;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      const from = parent * SLOTS;
      if (!(key < data[from]!)) break;
      const to = index * SLOTS;
      data[to] = data[from]!;
      data[to + 1] = data[from + 1]!;
      data[to + 2] = data[from + 2]!;
      data[to + 3] = data[from + 3]!;
      index = parent;
    }
    const at = index * SLOTS;
    data[at] = key;
    data[at + 1] = ref;
    data[at + 2] = version;
    data[at + 3] = kind;
  }

  /** Removes the root (read it first from slots 0..3). */
  pop(): void {
    const data = this.data;
    const length = --this.size;
    if (length === 0) return;
    const last = length * SLOTS;
    const key = data[last]!;
    const ref = data[last + 1]!;
    const version = data[last + 2]!;
    const kind = data[last + 3]!;
    let index = 0;
    for (;;) {
      const left = 2 * index + 1;
      if (left >= length) break;
      const right = left + 1;
      const child = right < length && data[right * SLOTS]! < data[left * SLOTS]! ? right : left;
      const from = child * SLOTS;
      if (!(data[from]! < key)) break;
      const to = index * SLOTS;
      data[to] = data[from]!;
      data[to + 1] = data[from + 1]!;
      data[to + 2] = data[from + 2]!;
      data[to + 3] = data[from + 3]!;
      index = child;
    }
    const at = index * SLOTS;
    data[at] = key;
    data[at + 1] = ref;
    data[at + 2] = version;
    data[at + 3] = kind;
  }

  /** Keeps only live entries (in their current array order, as `Heap.filter`), then re-heapifies. */
  filter(isLive: (kind: number, ref: number, version: number) => boolean): void {
    const { data, size } = this;
    this.data = new Float64Array(data.length);
    this.size = 0;
    for (let at = 0; at < size * SLOTS; at += SLOTS)
      if (isLive(data[at + 3]!, data[at + 1]!, data[at + 2]!)) this.push(data[at]!, data[at + 1]!, data[at + 2]!, data[at + 3]!);
  }

  private grow(): void {
    const data = new Float64Array(this.data.length * 2);
    data.set(this.data);
    this.data = data;
  }
}
