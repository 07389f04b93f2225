import { z } from 'zod';

/** Candle timeframes kept by the server, in seconds: 1, 5, 15, 30 minutes, 1 and 4 hours, 1 day. */
export const timeframes = [60, 300, 900, 1800, 3600, 14_400, 86_400] as const;
export type Timeframe = (typeof timeframes)[number];

export const isTimeframe = (seconds: number): seconds is Timeframe => (timeframes as readonly number[]).includes(seconds);

/** The chart's timeframe buttons (spec §3) and the candle interval each asks for. */
export const chartIntervals = [
  { label: '1', seconds: 60 },
  { label: '5', seconds: 300 },
  { label: '15', seconds: 900 },
  { label: '30', seconds: 1800 },
  { label: '60', seconds: 3600 },
  { label: '240', seconds: 14_400 },
  { label: 'D', seconds: 86_400 },
] as const;

export const ohlcQuerySchema = z.object({
  symbol: z.string({ error: 'The symbol field is required.' }).trim().min(1, 'The symbol field is required.').max(20),
  periods: z.coerce
    .number({ error: 'periods must be a number.' })
    .int('periods must be a whole number.')
    .min(1, 'periods must be at least 1.')
    .max(5000, 'periods must be at most 5000.')
    .default(30),
  interval: z.coerce
    .number({ error: 'interval must be a number of seconds.' })
    .int('interval must be a whole number of seconds.')
    .refine(isTimeframe, { message: `interval must be one of ${timeframes.join(', ')} seconds.` })
    .default(3600),
});

/** One bar; `time` is the bar's start in epoch seconds (what lightweight-charts reads). */
export const candleSchema = z.object({
  time: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
});
export type Candle = z.infer<typeof candleSchema>;

export const ohlcResponseSchema = z.object({ data: z.array(candleSchema) });
export type OhlcResponse = z.infer<typeof ohlcResponseSchema>;
