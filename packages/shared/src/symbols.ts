import { z } from 'zod';
import { swapModeSchema } from './trading-conditions.ts';

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
  /** How swap long/short read (USD per lot per day by default; see swapModeSchema). */
  swap_mode: swapModeSchema,
  /** Swap per lot per day in the mode's unit, charged (negative) or paid (positive). */
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

/** A symbol whose market opened or closed (by its sessions, a holiday, or a staff edit): its new `market_open` (socket event `market-hours`). */
export interface MarketOpenChange {
  symbol: string;
  market_open: boolean;
}

const favouritesSchema = z.array(z.object({ symbol: z.string() }));

export const symbolsResponseSchema = z.object({
  symbols: z.array(symbolSpecSchema),
  favourites: favouritesSchema,
});
export type SymbolsResponse = z.infer<typeof symbolsResponseSchema>;

/** What the symbol sheet's edit says of a bad value (the web shows them in the chosen language). */
export const SYMBOL_EDIT_MESSAGES = {
  number: 'Enter a number.',
  aboveZero: 'Must be above 0.',
  whole: 'Enter a whole number.',
  title: 'Enter a title.',
  between: (min: number, max: number) => `Must be between ${min} and ${max}.`,
} as const;
const number = () => z.number({ error: SYMBOL_EDIT_MESSAGES.number });
const positive = () => number().positive(SYMBOL_EDIT_MESSAGES.aboveZero);
const between = (min: number, max: number) =>
  number().min(min, SYMBOL_EDIT_MESSAGES.between(min, max)).max(max, SYMBOL_EDIT_MESSAGES.between(min, max));
const title = () => z.string().trim().min(1, SYMBOL_EDIT_MESSAGES.title).max(80, 'At most 80 characters.');

/** Back-office edit of one symbol's sheet; every field optional, applied at once. */
export const symbolChangesSchema = z
  .object({
    title: title(),
    base_title: title(),
    quote_title: title(),
    digits: between(0, 8).int(SYMBOL_EDIT_MESSAGES.whole),
    pip_size: positive(),
    contract_size: positive(),
    volume_min: positive(),
    volume_max: positive(),
    volume_step: positive(),
    leverage: between(1, 1000).int(SYMBOL_EDIT_MESSAGES.whole),
    swap_mode: swapModeSchema,
    swap_long: number(),
    swap_short: number(),
    trading_hours: tradingHoursSchema,
    enabled: z.boolean(),
    spread_markup: between(0, 1000),
  })
  .partial()
  .strict();
export type SymbolChanges = z.infer<typeof symbolChangesSchema>;

export const favouriteRequestSchema = z.object({
  symbol: z.string({ error: 'The symbol field is required.' }).trim().min(1, 'The symbol field is required.').max(20),
});

/** POST /api/favorites and DELETE /api/favorites/{symbol}: the trader's favourites after the change. */
export const favouritesAnswerSchema = z.object({ status: z.literal('success'), favourites: favouritesSchema });
