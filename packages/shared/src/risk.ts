import { z } from 'zod';

/**
 * The risk desk (issue 30): the broker's exposure to its clients (B-book), who is near a stop-out,
 * limits and the dealer's switches. Money in USD with 2 decimals, volumes in lots; clients' P/L is
 * theirs (the broker's is its opposite).
 */

const periodFigures = {
  /** Clients' realised P/L (price P/L of their closes) since 00:00 UTC, Monday 00:00 UTC, the 1st 00:00 UTC. */
  realised_today: z.number(),
  realised_week: z.number(),
  realised_month: z.number(),
};

const volumeFigures = {
  long_lots: z.number(),
  short_lots: z.number(),
  /** long − short. */
  net_lots: z.number(),
  /** Notional in USD at the current mid. */
  long_usd: z.number(),
  short_usd: z.number(),
  net_usd: z.number(),
  /** Clients' floating P/L at their groups' prices, without swaps. */
  clients_floating: z.number(),
  broker_floating: z.number(),
  ...periodFigures,
  positions: z.number().int(),
};

export const limitStateSchema = z.enum(['ok', 'warning', 'limit']);
export type LimitState = z.infer<typeof limitStateSchema>;

export const tradeModeStateSchema = z.enum(['full', 'close_only', 'disabled']);

/** One symbol's row. */
export const exposureSymbolSchema = z.object({
  symbol: z.string(),
  symbol_group: z.string(),
  digits: z.number().int(),
  ...volumeFigures,
  /** Volume-weighted average open prices; null without volume on that side. */
  long_avg_price: z.number().nullable(),
  short_avg_price: z.number().nullable(),
  accounts: z.number().int(),
  /** The strictest exposure limit over the symbol and its group, by |net_usd|. */
  limit_state: limitStateSchema,
  /** The dealer's switch on the symbol ('full' when none). */
  trade_mode: tradeModeStateSchema,
  /** Sides refused for new positions by an exposure limit at its close-only action. */
  blocked_sides: z.array(z.enum(['buy', 'sell'])),
});
export type ExposureSymbol = z.infer<typeof exposureSymbolSchema>;

/** A roll-up per symbol group or per client group. */
export const exposureRollupSchema = z.object({
  key: z.string(),
  name: z.string(),
  ...volumeFigures,
  /** Distinct accounts with an open position; null where one account would count in several symbols (symbol groups). */
  accounts: z.number().int().nullable(),
});
export type ExposureRollup = z.infer<typeof exposureRollupSchema>;

export const exposureBookSchema = z.object({
  symbols: z.array(exposureSymbolSchema),
  symbol_groups: z.array(exposureRollupSchema),
  client_groups: z.array(exposureRollupSchema),
  totals: exposureRollupSchema,
});
export type ExposureBook = z.infer<typeof exposureBookSchema>;

/** `GET /api/admin/risk/exposure` and the staff socket's 'risk-exposure' event: the live book, the demo book apart. */
export const exposureResponseSchema = z.object({
  status: z.literal('success'),
  /** When the leader valued the book (epoch ms). */
  at: z.number(),
  live: exposureBookSchema,
  /** Demo accounts, shown apart (null unless asked for with ?demo=true; the socket always sends it). */
  demo: exposureBookSchema.nullable(),
});
export type ExposureResponse = z.infer<typeof exposureResponseSchema>;

export const exposureQuerySchema = z.object({ demo: z.enum(['true', 'false']).default('false') });

// ---- clients ------------------------------------------------------------------------------------

export const riskPeriodSchema = z.enum(['today', 'week', 'month']);
export type RiskPeriod = z.infer<typeof riskPeriodSchema>;

export const clientsQuerySchema = z.object({
  period: riskPeriodSchema.default('today'),
  limit: z.coerce.number().int().min(1, 'Limit must be 1 or more.').max(100, 'Limit must be at most 100.').default(10),
});

export const clientRowSchema = z.object({
  account_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  group: z.string(),
  /** USD: floating P/L, realised P/L over the period, or volume traded over the period in lots. */
  value: z.number(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

/** `GET /api/admin/risk/clients`: top live accounts by floating profit, realised profit and volume over a period. */
export const clientsResponseSchema = z.object({
  status: z.literal('success'),
  period: riskPeriodSchema,
  floating: z.array(clientRowSchema),
  realised: z.array(clientRowSchema),
  volume: z.array(clientRowSchema),
});
export type ClientsResponse = z.infer<typeof clientsResponseSchema>;

export const marginCallsQuerySchema = z.object({
  /** Also list accounts within this many percentage points above their margin-call level. */
  distance: z.coerce.number().min(0, 'Distance must be 0 or more.').max(10_000, 'Distance must be at most 10000.').default(50),
});

export const marginCallRowSchema = z.object({
  account_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  group: z.string(),
  demo: z.boolean(),
  margin_level: z.number(),
  margin_call_level: z.number(),
  stop_out_level: z.number(),
  /** True when at or under the margin-call level. */
  in_call: z.boolean(),
  equity: z.number(),
  used_margin: z.number(),
  /** The stop-out forecast the trader sees, for the account's largest net exposure (null when flat). */
  stop_out_symbol: z.string().nullable(),
  stop_out_price: z.number().nullable(),
});
export type MarginCallRow = z.infer<typeof marginCallRowSchema>;

/** `GET /api/admin/risk/margin-calls`: sorted by margin level, lowest first. */
export const marginCallsResponseSchema = z.object({ status: z.literal('success'), accounts: z.array(marginCallRowSchema) });
export type MarginCallsResponse = z.infer<typeof marginCallsResponseSchema>;

export const stopOutRowSchema = z.object({
  order_id: z.number().int(),
  account_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  lots: z.number(),
  open_price: z.number().nullable(),
  close_price: z.number().nullable(),
  profit: z.number(),
  margin_level: z.number().nullable(),
  closed_at: z.string(),
});
export type StopOutRow = z.infer<typeof stopOutRowSchema>;

/** `GET /api/admin/risk/stop-outs`: positions stop-outs closed in the last 24 hours, newest first. */
export const stopOutsResponseSchema = z.object({ status: z.literal('success'), positions: z.array(stopOutRowSchema) });

// ---- limits -------------------------------------------------------------------------------------

export const limitScopeSchema = z.enum(['symbol', 'symbol_group']);
/** notify: tell the desk only; close_only: also refuse new positions that add to the net exposure's side. */
export const limitActionSchema = z.enum(['notify', 'close_only']);

const usd = z.number({ error: 'Enter an amount in USD.' }).positive('Must be more than 0.').max(1e13, 'Is too large.');

export const limitRequestSchema = z
  .object({
    scope: limitScopeSchema,
    target: z.string().trim().min(1, 'Name a symbol or a symbol group.').max(128),
    warning_usd: usd,
    limit_usd: usd,
    action: limitActionSchema.default('notify'),
  })
  .refine((limit) => limit.warning_usd <= limit.limit_usd, {
    message: 'The warning level must not exceed the limit.',
    path: ['warning_usd'],
  });
export type LimitRequest = z.input<typeof limitRequestSchema>;

export const limitSchema = z.object({
  id: z.number().int(),
  scope: limitScopeSchema,
  target: z.string(),
  warning_usd: z.number(),
  limit_usd: z.number(),
  action: limitActionSchema,
  /** Where the net exposure stands now against this limit. */
  state: limitStateSchema,
  net_usd: z.number(),
});
export type RiskLimit = z.infer<typeof limitSchema>;
export const limitsResponseSchema = z.object({ status: z.literal('success'), limits: z.array(limitSchema) });
export const limitAnswerSchema = z.object({ status: z.literal('success'), limit: limitSchema });

// ---- switches -----------------------------------------------------------------------------------

export const switchScopeSchema = z.enum(['symbol', 'group', 'account']);
export const switchModeSchema = z.enum(['close_only', 'disabled']);

export const switchRequestSchema = z.object({
  scope: switchScopeSchema,
  /** A symbol, a client group's id or an account's id. */
  target: z.string().trim().min(1, 'Name a symbol, a group or an account.').max(64),
  /** null lifts the switch. */
  mode: switchModeSchema.nullable(),
  reason: z
    .string({ error: 'Give a reason.' })
    .trim()
    .min(3, 'Give a reason (3 characters or more).')
    .max(500, 'Keep the reason under 500 characters.'),
});
export type SwitchRequest = z.input<typeof switchRequestSchema>;

export const switchSchema = z.object({
  scope: switchScopeSchema,
  target: z.string(),
  /** What the target is called: the symbol, the group's name, the account's owner. */
  label: z.string(),
  mode: switchModeSchema,
  reason: z.string(),
  set_by: z.string(),
  set_at: z.string(),
});
export type DealerSwitch = z.infer<typeof switchSchema>;
export const switchesResponseSchema = z.object({ status: z.literal('success'), switches: z.array(switchSchema) });

/** The staff socket's 'risk-alert' event: an exposure limit crossed (once per crossing). */
export const riskAlertEventSchema = z.object({
  limit_id: z.number().int(),
  scope: limitScopeSchema,
  target: z.string(),
  level: z.enum(['warning', 'limit']),
  side: z.enum(['long', 'short']),
  net_usd: z.number(),
  threshold_usd: z.number(),
  action: limitActionSchema,
  at: z.number(),
});
export type RiskAlertEvent = z.infer<typeof riskAlertEventSchema>;

export const riskMessages = {
  switchSaved: 'Switch saved.',
  limitSaved: 'Limit saved.',
} as const;
