import { z } from 'zod';

/**
 * Several trading accounts per login (issue 29). Every trading call, socket and report is for one
 * account, named on the wire by the `X-Account` header (or `?account=`) with its `id`; a call that
 * names none is for the trader's default account (the first one opened).
 */
export const ACCOUNT_HEADER = 'X-Account';

export const accountTypeSchema = z.enum(['demo', 'live']);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** The number a trader reads (menus, statements): one rule, from the account's id. */
export const accountNumberOf = (id: number) => 100_000 + id;

/** One account of the trader with its live figures (USD, 2 decimals), as GET /api/accounts lists it. */
export const tradingAccountSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  type: accountTypeSchema,
  /** null: each order's leverage as picked, capped by the symbol. */
  leverage: z.number().int().nullable(),
  is_default: z.boolean(),
  balance: z.number(),
  equity: z.number(),
  free_margin: z.number(),
  used_margin: z.number(),
  created_at: z.string(),
});
export type TradingAccount = z.infer<typeof tradingAccountSchema>;

export const accountsResponseSchema = z.object({ status: z.literal('success'), accounts: z.array(tradingAccountSchema) });
export type AccountsResponse = z.infer<typeof accountsResponseSchema>;

export const openAccountRequestSchema = z.object({
  type: accountTypeSchema,
  leverage: z.number().int().min(1).max(1000).optional(),
});
export type OpenAccountRequest = z.infer<typeof openAccountRequestSchema>;

export const openAccountResponseSchema = z.object({ status: z.literal('success'), message: z.string(), account: tradingAccountSchema });
export type OpenAccountResponse = z.infer<typeof openAccountResponseSchema>;

/** POST /api/accounts/transfer: between two live accounts of the trader; `amount` in USD (2 decimals). */
export const transferRequestSchema = z.object({
  from: z.number().int().positive(),
  to: z.number().int().positive(),
  amount: z
    .number()
    .positive()
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'Enter an amount in dollars and cents.',
    }),
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const transferResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  transfer: z.object({ id: z.string(), from: z.number().int(), to: z.number().int(), amount: z.number() }),
});
export type TransferResponse = z.infer<typeof transferResponseSchema>;

export const accountMessages = {
  opened: (type: AccountType) => (type === 'demo' ? 'Demo account opened.' : 'Live account opened.'),
  limitReached: (type: AccountType, limit: number) =>
    `You already hold ${limit} ${type} accounts, the most allowed. Ask support to close one you no longer use.`,
  transferred: 'Transfer done.',
  transferLiveOnly: 'Transfers are only between your live accounts.',
  transferSameAccount: 'Choose another account to transfer to.',
} as const;
