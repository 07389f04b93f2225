import { z } from 'zod';

/** The socket 'tick' event (spec §3/§7): prices as numbers, change in percent since the daily open. */
export const tickSchema = z.object({
  code: z.string(),
  last_price: z.number(),
  change: z.number(),
  ask: z.number(),
  bid: z.number(),
  ask_size: z.number(),
  bid_size: z.number(),
  high: z.number(),
  low: z.number(),
  /** Epoch milliseconds of the price. */
  time: z.number(),
});
export type Tick = z.infer<typeof tickSchema>;
