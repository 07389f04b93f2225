import { z } from 'zod';
import { conditionRuleSchema, swapModeSchema, tradeModeSchema } from './trading-conditions.ts';

const percentLevel = z.number().min(0, 'A level is 0 % or more.').max(1000, 'A level is at most 1000 %.');

/** What staff set on a client group (POST /api/admin/groups, PATCH /api/admin/groups/{id}). */
export const groupInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a group name.').max(60, 'A group name is at most 60 characters.'),
    account_type: z.enum(['demo', 'live']),
    currency: z.literal('USD').default('USD'),
    default_leverage: z.number().int().min(1).max(5000),
    max_leverage: z.number().int().min(1).max(5000),
    margin_call_level: percentLevel,
    stop_out_level: percentLevel,
    trade_mode: tradeModeSchema.default('full'),
    is_default: z.boolean().default(false),
    rules: z.array(conditionRuleSchema).max(2000).default([]),
  })
  .refine((group) => group.default_leverage <= group.max_leverage, {
    message: 'The default leverage must not exceed the highest leverage.',
    path: ['default_leverage'],
  })
  .refine((group) => group.stop_out_level < group.margin_call_level, {
    message: 'The stop-out level must be below the margin-call level.',
    path: ['stop_out_level'],
  });
export type GroupInput = z.infer<typeof groupInputSchema>;

export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  account_type: z.enum(['demo', 'live']),
  currency: z.string(),
  default_leverage: z.number().int(),
  max_leverage: z.number().int(),
  margin_call_level: z.number(),
  stop_out_level: z.number(),
  trade_mode: tradeModeSchema,
  is_default: z.boolean(),
  archived: z.boolean(),
  rules: z.array(conditionRuleSchema),
  accounts: z.number().int(),
  updated_at: z.string(),
});
export type ClientGroup = z.infer<typeof groupSchema>;

export const groupListResponseSchema = z.object({ status: z.literal('success'), groups: z.array(groupSchema) });
export const groupResponseSchema = z.object({ status: z.literal('success'), group: groupSchema });

export const groupArchiveSchema = z.object({ archived: z.boolean() });

/** PUT /api/admin/traders/{id}/group: the account's new group. */
/** PUT /api/admin/accounts/{id}/group (and the older PUT /api/admin/traders/{id}/group for a trader with one account). */
export const moveAccountSchema = z.object({ group_id: z.number().int().positive() });
export const accountGroupResponseSchema = z.object({
  status: z.literal('success'),
  /** The trading account moved. */
  account_id: z.number().int(),
  group: z.object({ id: z.number().int(), name: z.string() }),
});

/** GET /api/admin/traders/{id}/account-groups: each open trading account of the trader with its client group. */
export const traderAccountGroupsResponseSchema = z.object({
  status: z.literal('success'),
  accounts: z.array(
    z.object({
      account_id: z.number().int(),
      number: z.number().int(),
      type: z.enum(['demo', 'live']),
      group: z.object({ id: z.number().int(), name: z.string() }),
    }),
  ),
});
export type TraderAccountGroups = z.infer<typeof traderAccountGroupsResponseSchema>;

const sourceSchema = z.union([
  z.object({ kind: z.literal('sheet') }),
  z.object({ kind: z.literal('group') }),
  z.object({ kind: z.literal('path'), path: z.string() }),
  z.object({ kind: z.literal('symbol'), symbol: z.string() }),
]);
const effective = <T extends z.ZodType>(value: T) => z.object({ value, source: sourceSchema });

/** GET /api/admin/traders/{id}/conditions/{symbol}: each effective value and where it came from. */
export const effectiveConditionsResponseSchema = z.object({
  status: z.literal('success'),
  /** The trading account whose conditions these are. */
  account_id: z.number().int(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  symbol: z.string(),
  path: z.string(),
  conditions: z.object({
    markup_mode: effective(z.enum(['points', 'percent'])),
    markup: effective(z.number()),
    commission_mode: effective(z.enum(['per_lot', 'per_million'])),
    commission: effective(z.number()),
    leverage_cap: effective(z.number()),
    swap_mode: effective(swapModeSchema),
    swap_long: effective(z.number()),
    swap_short: effective(z.number()),
    volume_min: effective(z.number()),
    volume_max: effective(z.number()),
    volume_step: effective(z.number()),
    trade_mode: effective(tradeModeSchema),
    margin_call_level: effective(z.number()),
    stop_out_level: effective(z.number()),
  }),
});
export type EffectiveConditionsResponse = z.infer<typeof effectiveConditionsResponseSchema>;

/** GET /api/symbols/{symbol}/specification: the contract as it stands for the trader's own account. */
export const specificationSchema = z.object({
  symbol: z.string(),
  title: z.string(),
  path: z.string(),
  group: z.string(),
  contract_size: z.number(),
  digits: z.number().int(),
  pip_size: z.number(),
  /** USD per pip per lot at the current price; null until a price is known. */
  pip_value: z.number().nullable(),
  /** The trader's spread now, in points, markup included; null until a price is known. */
  spread_points: z.number().nullable(),
  markup_mode: z.enum(['points', 'percent']),
  markup: z.number(),
  commission_mode: z.enum(['per_lot', 'per_million']),
  commission: z.number(),
  leverage: z.number(),
  /** USD margin for one lot at the current ask and the leverage above; null until a price is known. */
  margin_per_lot: z.number().nullable(),
  /** How swap long/short read: USD per lot per day, points per lot per day, or % a year of the notional. */
  swap_mode: swapModeSchema,
  swap_long: z.number(),
  swap_short: z.number(),
  /** The weekday whose rollover charges three days (`wednesday`, …); null: none. */
  triple_swap_day: z.string().nullable(),
  volume_min: z.number(),
  volume_max: z.number(),
  volume_step: z.number(),
  trade_mode: tradeModeSchema,
  margin_call_level: z.number(),
  stop_out_level: z.number(),
  trading_hours: z.string(),
  /** The broker's trade sessions for the symbol (minutes of the day in `time_zone`); null: the sheet's hours apply. */
  sessions: z
    .array(z.object({ weekday: z.number(), open: z.number(), close: z.number() }))
    .nullable()
    .optional(),
  /** When prices are published (the same as `sessions` unless the broker sets them apart); null: the sheet's hours. */
  quote_sessions: z
    .array(z.object({ weekday: z.number(), open: z.number(), close: z.number() }))
    .nullable()
    .optional(),
  time_zone: z.string().optional(),
  next_holiday: z
    .object({ date: z.string(), name: z.string(), open: z.number().nullable(), close: z.number().nullable() })
    .nullable()
    .optional(),
});
export type Specification = z.infer<typeof specificationSchema>;
export const specificationResponseSchema = z.object({ status: z.literal('success'), specification: specificationSchema });
