/** Wall time injected everywhere, so tests and the engine shell can pin it. */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
