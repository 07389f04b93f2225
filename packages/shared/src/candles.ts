import { z } from 'zod';
import { isTimeframe, timeframes } from './chart-intervals.ts';

export { chartIntervals, isTimeframe, timeframes, type Timeframe } from './chart-intervals.ts';

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
