import { z } from 'zod';

export const symbolCategorySchema = z.enum(['currencies', 'commodities', 'crypto']);
export type SymbolCategory = z.infer<typeof symbolCategorySchema>;

/** FX and commodities close Friday 21:00 UTC to Sunday 21:00 UTC; crypto never closes. */
export const tradingHoursSchema = z.enum(['fx', 'always']);
export type TradingHours = z.infer<typeof tradingHoursSchema>;

/** One row of the broker's symbol sheet, as `GET /api/symbols` sends it. */
export const symbolSpecSchema = z.object({
  symbol: z.string(),
  title: z.string(),
  base_title: z.string(),
  quote_title: z.string(),
  category: symbolCategorySchema,
  /** ISO-like codes of base and quote (e.g. EUR, USD; XAU for gold; BTC, USDT). */
  base_currency: z.string(),
  quote_currency: z.string(),
  digits: z.number().int(),
  pip_size: z.number(),
  contract_size: z.number(),
  volume_min: z.number(),
  volume_max: z.number(),
  volume_step: z.number(),
  /** The highest leverage this symbol allows (the trader's 400 is capped to it). */
  leverage: z.number().int(),
  /** Swap per lot per day in USD, charged (negative) or paid (positive). */
  swap_long: z.number(),
  swap_short: z.number(),
  trading_hours: tradingHoursSchema,
  enabled: z.boolean(),
  last_price: z.number().nullable(),
  bid: z.number().nullable(),
  ask: z.number().nullable(),
  high: z.number().nullable(),
  low: z.number().nullable(),
  change: z.number().nullable(),
  market_open: z.boolean(),
});
export type SymbolSpec = z.infer<typeof symbolSpecSchema>;

export const symbolsResponseSchema = z.object({
  symbols: z.array(symbolSpecSchema),
  favourites: z.array(z.object({ symbol: z.string() })),
});
export type SymbolsResponse = z.infer<typeof symbolsResponseSchema>;
