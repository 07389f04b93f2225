import { z } from 'zod';

/** `b_book` keeps the client's trade, `a_book` covers each fill at the LP, `exposure` covers what exceeds a net limit. */
export const routingModeSchema = z.enum(['b_book', 'a_book', 'exposure']);
export type RoutingMode = z.infer<typeof routingModeSchema>;

const lots = z.number({ error: 'must be a number of lots' }).min(0, 'must be 0 or more').max(1_000_000, 'is too large');
const optionalName = (max: number) => z.string().trim().min(1).max(max).nullable().default(null);

/** `POST /api/admin/hedging/rules` and `PUT /api/admin/hedging/rules/{id}`; volumes in lots. */
export const hedgeRuleRequestSchema = z
  .object({
    client_group: optionalName(64),
    symbol_group: optionalName(128),
    symbol: optionalName(20),
    min_volume: lots.nullable().default(null),
    max_volume: lots.nullable().default(null),
    mode: routingModeSchema,
    exposure_limit: lots.nullable().default(null),
  })
  .refine((rule) => rule.mode !== 'exposure' || rule.exposure_limit !== null, {
    message: 'An exposure rule needs exposure_limit, the net volume in lots the broker keeps.',
    path: ['exposure_limit'],
  });
export type HedgeRuleRequest = z.input<typeof hedgeRuleRequestSchema>;

export const hedgeRuleSchema = z.object({
  id: z.number().int(),
  client_group: z.string().nullable(),
  symbol_group: z.string().nullable(),
  symbol: z.string().nullable(),
  min_volume: z.number().nullable(),
  max_volume: z.number().nullable(),
  mode: routingModeSchema,
  exposure_limit: z.number().nullable(),
});
export type HedgeRule = z.infer<typeof hedgeRuleSchema>;
export const hedgeRuleListSchema = z.object({ rules: z.array(hedgeRuleSchema) });

/** One symbol on the coverage screen: volumes in lots (+ = long), P/L in USD cents at the current mid. */
export const coverageRowSchema = z.object({
  symbol: z.string(),
  client_net: z.number(),
  covered_net: z.number(),
  uncovered_net: z.number(),
  working: z.number(),
  covering_pnl_cents: z.number().int().nullable(),
});
export const coverageSchema = z.object({
  session: z.enum(['off', 'standby', 'stopped', 'connecting', 'logged_on', 'waiting']),
  symbols: z.array(coverageRowSchema),
});
export type Coverage = z.infer<typeof coverageSchema>;
