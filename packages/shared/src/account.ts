import { z } from 'zod';

/** The trader's account as GET /api/account and the 'account-updated' socket event send it (USD, 2 decimals). */
export const accountSchema = z.object({
  user_id: z.number().int(),
  /** The trading account these figures are of (a login holds several; issue 29). This server always sends it. */
  account_id: z.number().int().optional(),
  balance: z.number(),
  equity: z.number(),
  used_margin: z.number(),
  credit: z.number(),
  unrealized_profit: z.number(),
  /** equity − used_margin − reserved (money held by pending withdrawals). */
  free_margin: z.number(),
  /** equity ÷ used_margin × 100; null when no margin is used. */
  margin_level: z.number().nullable(),
  reserved: z.number(),
  /** True while the margin level is at or below the margin-call level (100 %). */
  margin_call: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountResponseSchema = z.object({
  status: z.literal('success'),
  account: accountSchema,
  /** The account's client group (its trading conditions); GET /api/account names it. */
  group: z.object({ id: z.number().int(), name: z.string() }).optional(),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** Socket 'margin-call' to the owner when the level falls to the margin-call level. */
export const marginCallEventSchema = z.object({ margin_level: z.number() });
export type MarginCallEvent = z.infer<typeof marginCallEventSchema>;

export { MARGIN_CALL_LEVEL_PERCENT, STOP_OUT_LEVEL_PERCENT } from './account-levels.ts';

/** POST /api/user/switch-to-live answer. */
export const switchToLiveResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type SwitchToLiveResponse = z.infer<typeof switchToLiveResponseSchema>;

export const switchToLiveMessages = {
  success: 'You are now on a live account. Demo trades deleted and account reset.',
  alreadyLive: 'Your account is already live.',
  openLiveInstead: 'You hold more than one account: open a live account from the account menu instead.',
} as const;
