/** mulberry32: a small seeded generator, so the simulator replays the same path for a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw (Box–Muller) from a uniform generator. */
export function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A per-symbol seed from the feed seed and the symbol's name. */
export function symbolSeed(seed: number, symbol: string): number {
  let hash = seed >>> 0;
  for (let i = 0; i < symbol.length; i++) hash = Math.imul(hash ^ symbol.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
