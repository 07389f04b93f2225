import { z } from 'zod';

/** A combined-stream frame: {"stream":"btcusdt@bookTicker","data":{"u":…,"s":"BTCUSDT","b":"…","B":"…","a":"…","A":"…"}}. */
const bookTickerFrameSchema = z.object({
  stream: z.string(),
  data: z.object({
    s: z.string(),
    b: z.string(),
    B: z.string(),
    a: z.string(),
    A: z.string(),
    /** Event time (futures streams send it; spot does not). */
    E: z.number().optional(),
  }),
});

export interface BookTicker {
  symbol: string;
  bid: number;
  bidSize: number;
  ask: number;
  askSize: number;
  eventTime?: number;
}

/** Reads one stream message; anything that is not a usable best bid/ask is ignored (undefined). */
export function parseBookTicker(text: string): BookTicker | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const frame = bookTickerFrameSchema.safeParse(json);
  if (!frame.success || !frame.data.stream.endsWith('@bookTicker')) return undefined;
  const { s, b, B, a, A, E } = frame.data.data;
  const ticker = { symbol: s.toUpperCase(), bid: Number(b), bidSize: Number(B), ask: Number(a), askSize: Number(A) };
  if (!(ticker.bid > 0) || !(ticker.ask >= ticker.bid)) return undefined;
  return E === undefined ? ticker : { ...ticker, eventTime: E };
}

/** The combined-stream address for a set of symbols. */
export const combinedStreamUrl = (base: string, symbols: string[]): string =>
  `${base.replace(/\/$/, '')}/stream?streams=${symbols.map((s) => `${s.toLowerCase()}@bookTicker`).join('/')}`;
