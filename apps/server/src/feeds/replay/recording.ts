import { z } from 'zod';

/** One line of a recorded tick file: {"t": ms since the recording started, "s", "b", "a", "bs", "as"}. */
const lineSchema = z.object({
  t: z.number().int().min(0),
  s: z.string().min(1),
  b: z.number().positive(),
  a: z.number().positive(),
  bs: z.number().min(0).default(0),
  as: z.number().min(0).default(0),
});

export interface RecordedTick {
  offsetMs: number;
  symbol: string;
  bid: number;
  ask: number;
  bidSize: number;
  askSize: number;
}

/** Parses a JSON-lines recording, in time order; a bad line names its number. */
export function parseRecording(text: string): RecordedTick[] {
  const ticks: RecordedTick[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    const parsed = lineSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`Recording line ${index + 1}: ${parsed.error.issues[0]?.message}`);
    const { t, s, b, a, bs } = parsed.data;
    ticks.push({ offsetMs: t, symbol: s, bid: b, ask: a, bidSize: bs, askSize: parsed.data.as });
  });
  return ticks.sort((x, y) => x.offsetMs - y.offsetMs);
}
