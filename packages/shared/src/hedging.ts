import { z } from 'zod';

/** `b_book` keeps the client's trade, `a_book` covers each fill at the LP, `exposure` covers what exceeds a net limit. */
export const routingModeSchema = z.enum(['b_book', 'a_book', 'exposure']);
export type RoutingMode = z.infer<typeof routingModeSchema>;

/** A rule for accounts whose closed trades are in profit, or those that are not (null = every account). */
export const profitabilitySchema = z.enum(['profitable', 'unprofitable']);
export type Profitability = z.infer<typeof profitabilitySchema>;

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
    profitability: profitabilitySchema.nullable().default(null),
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
  profitability: profitabilitySchema.nullable(),
});
export type HedgeRule = z.infer<typeof hedgeRuleSchema>;
export const hedgeRuleListSchema = z.object({ rules: z.array(hedgeRuleSchema) });

// The session's and the coverage's shapes ride the staff socket: they live apart, so that every socket's
// event contract does not carry the rest of this file.
export { coverageRowSchema, coverageSchema, hedgeDeskAlertSchema, hedgeSessionSchema, hedgeSessionStateSchema } from './hedging-live.ts';
export type { Coverage, HedgeDeskAlert, HedgeSession, HedgeSessionState } from './hedging-live.ts';

export const hedgeOrderStatusSchema = z.enum(['pending_new', 'new', 'partially_filled', 'filled', 'rejected', 'cancelled', 'expired']);
export type HedgeOrderStatus = z.infer<typeof hedgeOrderStatusSchema>;

/** One execution report as received: quantities in lots, prices in the symbol's units (null: the report carried none). */
export const hedgeExecutionSchema = z.object({
  exec_id: z.string(),
  /** FIX ExecType (150) and OrdStatus (39) as sent: 0 new, 1 partial fill, 2 fill, 4 cancelled, 8 rejected, C expired, F trade, I status. */
  exec_type: z.string(),
  ord_status: z.string(),
  last_qty: z.number(),
  last_price: z.number().nullable(),
  cum_qty: z.number(),
  text: z.string().nullable(),
  received_at: z.number().int(),
});
export type HedgeExecution = z.infer<typeof hedgeExecutionSchema>;

/** A covering order at the LP with its execution reports, oldest first. */
export const hedgeOrderSchema = z.object({
  cl_ord_id: z.string(),
  symbol: z.string(),
  lp_symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  volume: z.number(),
  limit_price: z.number(),
  status: hedgeOrderStatusSchema,
  filled: z.number(),
  avg_price: z.number().nullable(),
  lp_order_id: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.number().int(),
  sent_at: z.number().int().nullable(),
  updated_at: z.number().int(),
  executions: z.array(hedgeExecutionSchema),
});
export type HedgeOrder = z.infer<typeof hedgeOrderSchema>;

/** `GET /api/admin/hedging/orders`: newest first, a page at a time. */
export const hedgeOrderListQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number.').min(1, 'Page must be 1 or more.').default(1),
  page_size: z.coerce.number().int('Page size must be a whole number.').min(1).max(100, 'Page size must be at most 100.').default(20),
  symbol: z.string().trim().toUpperCase().max(20).optional(),
});
export type HedgeOrderListQuery = z.input<typeof hedgeOrderListQuerySchema>;
export const hedgeOrderPageSchema = z.object({
  items: z.array(hedgeOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type HedgeOrderPage = z.infer<typeof hedgeOrderPageSchema>;

/** What one difference of the daily reconciliation is about. */
export const reconciliationKindSchema = z.enum([
  /** Sent, yet the LP never reported on it. */
  'no_report',
  /** Never sent (the session was down all along). */
  'unsent',
  /** Still without a final state at the report's time. */
  'open',
  /** Our filled volume is not the LP's last cumulative quantity. */
  'filled_differs',
  /** Our fill prices are not the LP's (Σ LastPx × LastQty of its reports). */
  'price_differs',
  /** The symbol's covering position is not the sum of its orders' fills. */
  'position_differs',
]);
export type ReconciliationKind = z.infer<typeof reconciliationKindSchema>;

/** One difference: `ours` and `lp` in lots (volumes) or price points × lots (prices); null where a side has none. */
export const reconciliationDifferenceSchema = z.object({
  kind: reconciliationKindSchema,
  cl_ord_id: z.string().nullable(),
  symbol: z.string(),
  ours: z.number().nullable(),
  lp: z.number().nullable(),
});

/** `GET /api/admin/hedging/reconciliation?day=YYYY-MM-DD`: one UTC day's orders against the LP's reports. */
export const reconciliationSchema = z.object({
  day: z.string(),
  orders: z.number().int(),
  filled_orders: z.number().int(),
  differences: z.array(reconciliationDifferenceSchema),
  created_at: z.number().int(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
export const reconciliationQuerySchema = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be a date as YYYY-MM-DD')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'day must be a real date'),
});

// ---- uncovered-exposure alerts ------------------------------------------------------------------

export const uncoveredScopeSchema = z.enum(['symbol', 'symbol_group']);
export type UncoveredScope = z.infer<typeof uncoveredScopeSchema>;

/** `PUT /api/admin/hedging/uncovered-limits`: one threshold per symbol or symbol group (saving again replaces it). */
export const uncoveredLimitRequestSchema = z.object({
  scope: uncoveredScopeSchema,
  target: z
    .string({ error: 'Name a symbol or a symbol group.' })
    .trim()
    .min(1, 'Name a symbol or a symbol group.')
    .max(128, 'Is too long.'),
  threshold_usd: z.number({ error: 'Enter an amount in USD.' }).positive('Must be more than 0.').max(1e12, 'Is too large.'),
});
export type UncoveredLimitRequest = z.input<typeof uncoveredLimitRequestSchema>;

/** A threshold with where the uncovered exposure under it stands now (null: no quote to value it). */
export const uncoveredLimitSchema = z.object({
  id: z.number().int(),
  scope: uncoveredScopeSchema,
  target: z.string(),
  threshold_usd: z.number(),
  uncovered_usd: z.number().nullable(),
  /** Told to the desk and not re-armed yet. */
  over: z.boolean(),
});
export type UncoveredLimit = z.infer<typeof uncoveredLimitSchema>;
export const uncoveredLimitListSchema = z.object({ limits: z.array(uncoveredLimitSchema) });
