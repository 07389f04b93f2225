import type { EngineSymbol } from '@platform/server/src/engine/types.ts';

/** EURUSD as the engine benches trade it: five digits, 100,000 a lot, 1:400. */
export const EURUSD: EngineSymbol = {
  symbol: 'EURUSD',
  digits: 5,
  pipPoints: 10,
  contractSize: 100_000,
  leverageCap: 400,
  baseCurrency: 'EUR',
  quoteCurrency: 'USD',
  swapLongCents: 0,
  swapShortCents: 0,
  volumeMinUnits: 100,
  volumeMaxUnits: 1_000_000,
  volumeStepUnits: 100,
  enabled: true,
};
/** The price the books are built around, and its spread, in points. */
export const MID = 110_000;
export const SPREAD = 10;

/** A repeatable pseudo-random sequence in [0, 1) (the same book on every run). */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}
