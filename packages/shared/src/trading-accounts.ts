import { z } from 'zod';

/**
 * Several trading accounts per login (issue 29). Every trading call, socket and report is for one
 * account, named on the wire by the `X-Account` header (or `?account=`) with its `id`; a call that
 * names none is for the trader's default account (the first one opened).
 */
export const ACCOUNT_HEADER = 'X-Account';

export const accountTypeSchema = z.enum(['demo', 'live']);
export type AccountType = z.infer<typeof accountTypeSchema>;

const FIRST_NUMBER = 100_000;

/** The number a trader reads (menus, statements): one rule, from the account's id. */
export const accountNumberOf = (id: number) => FIRST_NUMBER + id;

/** The account id behind a number someone read out ('#100123' → 123); null when the text is no account number. */
export function accountIdOfNumber(text: string): number | null {
  const number = Number(text.trim().replace(/^#/, ''));
  return Number.isSafeInteger(number) && number > FIRST_NUMBER ? number - FIRST_NUMBER : null;
}

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

/** POST /api/accounts/:id/default: the trader's accounts, the new default first. */
export const makeDefaultResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  accounts: z.array(tradingAccountSchema),
});

/** POST /api/admin/accounts/:id/close (staff): the closed account. */
export const closeAccountResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  account: z.object({ id: z.number().int(), number: z.number().int(), user_id: z.number().int() }),
});

export const accountMessages = {
  opened: (type: AccountType) => (type === 'demo' ? 'Demo account opened.' : 'Live account opened.'),
  limitReached: (type: AccountType, limit: number) =>
    `You already hold ${limit} ${type} accounts, the most allowed. Ask support to close one you no longer use.`,
  madeDefault: (number: number) => `Account #${number} is now your default account.`,
  closed: (number: number) => `Account #${number} closed.`,
  closeLastAccount: 'This is the trader’s only account. A trader keeps at least one account.',
  closePendingTransactions: 'This account has deposits or withdrawals in review. Settle them before closing the account.',
  leverageAboveCap: (cap: number) => `Choose a leverage of 1:${cap} or less.`,
  transferred: 'Transfer done.',
  transferLiveOnly: 'Transfers are only between your live accounts.',
  transferSameAccount: 'Choose another account to transfer to.',
} as const;
