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
  /** Pips added to the feed's spread (half on each side); 0 passes the feed's prices through. */
  spread_markup: z.number(),
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

/** Back-office edit of one symbol's sheet; every field optional, applied at once. */
export const symbolChangesSchema = z
  .object({
    title: z.string().trim().min(1).max(80),
    base_title: z.string().trim().min(1).max(80),
    quote_title: z.string().trim().min(1).max(80),
    digits: z.number().int().min(0).max(8),
    pip_size: z.number().positive(),
    contract_size: z.number().positive(),
    volume_min: z.number().positive(),
    volume_max: z.number().positive(),
    volume_step: z.number().positive(),
    leverage: z.number().int().min(1).max(1000),
    swap_long: z.number(),
    swap_short: z.number(),
    trading_hours: tradingHoursSchema,
    enabled: z.boolean(),
    spread_markup: z.number().min(0).max(1000),
  })
  .partial()
  .strict();
export type SymbolChanges = z.infer<typeof symbolChangesSchema>;

export const favouriteRequestSchema = z.object({
  symbol: z.string({ error: 'The symbol field is required.' }).trim().min(1, 'The symbol field is required.').max(20),
});
