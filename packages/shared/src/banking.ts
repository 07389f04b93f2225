import { z } from 'zod';
import { chainSchema, chains } from './settings.ts';
import { amountSchema } from './numbers.ts';
import { coinLabels, coinOnNetwork, coinsFor, networkLabel, pairNotOffered, type Coin, type Network } from './crypto-networks.ts';
import { addressMessage, checkAddress } from './crypto-addresses.ts';

export { chains, chainSchema, type Chain, walletAddressesSchema, type WalletAddresses } from './settings.ts';

/** Spec §9 deposit options, in the order of the selector; `code` is what the wire carries. */
export const depositCurrencies = coinsFor('deposit').map((code) => ({ code, label: coinLabels[code] }));
export type DepositCurrency = Coin;
const depositCurrencyCodes = coinsFor('deposit') as [Coin, ...Coin[]];

/** The coins a trader may withdraw (each on the networks the table marks withdrawable). */
export const withdrawalCurrencies = coinsFor('withdrawal') as [Coin, ...Coin[]];
/** The networks' names for people (one owner: the coins-on-networks table). */
export const chainLabels: Record<Network, string> = Object.fromEntries(chains.map((chain) => [chain, networkLabel(chain)])) as Record<
  Network,
  string
>;

export const MAX_RECEIPT_BYTES = 8 * 1024 * 1024;
const MAX_AMOUNT = 10_000_000;

/** Spec §5 and §8 texts. */
export const DEPOSIT_MESSAGES = {
  currency: 'Please select a cryptocurrency.',
  amount: 'Please enter a valid amount.',
  chain: 'Please select the wallet chain (TRC-20 or BNB Smart Chain).',
  noAddress: 'No wallet address configured for the selected chain.',
  receipt: 'Please upload a screenshot/receipt of your payment.',
  receiptType: 'The receipt must be an image (JPEG, PNG, WebP, GIF, HEIC) or a PDF.',
  receiptTooLarge: 'The receipt must be at most 8 MB.',
  submitted: 'Deposit submitted. We’ll credit it shortly.',
  failed: 'Could not submit your deposit. Please try again or contact support.',
  /** Issue 29: money goes in to live accounts only (the spec's demo withdrawal text, for deposits). */
  demoBlocked: 'Deposits are not available in demo accounts. Please switch to a live account to make a deposit.',
} as const;

export const WITHDRAWAL_MESSAGES = {
  currency: 'Select a cryptocurrency.',
  amount: 'Enter a valid amount.',
  network: 'Select network.',
  address: 'Enter your wallet address.',
  demoBlocked: 'Withdrawals are not available in demo accounts. Please switch to a live account to make a withdrawal.',
  insufficientFunds: 'The amount is more than your free funds.',
  submitted: 'Withdrawal request submitted.',
  cancelled: 'Withdrawal cancelled. The amount is back in your balance.',
  notCancellable: 'Only a pending withdrawal can be cancelled.',
  failed: 'Submit failed.',
} as const;

/** A USD amount above 0 with at most 2 decimals (a form string or a JSON number). */
const amount = (message: string) => amountSchema(message, MAX_AMOUNT);

/** The text fields of a deposit (multipart; the receipt file travels beside them). */
export const depositRequestSchema = z
  .object({
    type: z.literal('deposit'),
    currency: z.enum(depositCurrencyCodes, { error: DEPOSIT_MESSAGES.currency }),
    amount: amount(DEPOSIT_MESSAGES.amount),
    chain: z.enum(chains, { error: DEPOSIT_MESSAGES.chain }),
    /** The address the screen showed; the server records the one configured for the chain. */
    address: z.string().max(128).optional(),
  })
  .superRefine(({ currency, chain }, context) => {
    if (!coinOnNetwork(currency, chain)) context.addIssue({ code: 'custom', path: ['chain'], message: pairNotOffered(currency, chain) });
  });
export type DepositRequest = z.input<typeof depositRequestSchema>;

/** `POST /api/transactions/create` as JSON for a withdrawal. */
export const withdrawalRequestSchema = z
  .object({
    type: z.literal('withdrawal'),
    currency: z.enum(withdrawalCurrencies, { error: WITHDRAWAL_MESSAGES.currency }),
    amount: amount(WITHDRAWAL_MESSAGES.amount),
    chain: z.enum(chains, { error: WITHDRAWAL_MESSAGES.network }),
    address: z
      .string({ error: WITHDRAWAL_MESSAGES.address })
      .trim()
      .min(1, WITHDRAWAL_MESSAGES.address)
      .max(128, 'The wallet address is at most 128 characters.'),
    method: z.literal('crypto', { error: 'Only crypto withdrawals are offered.' }).default('crypto'),
  })
  .superRefine(({ currency, chain, address }, context) => refineWithdrawalTarget(currency, chain, address, context));

/**
 * A withdrawal's coin must travel on its network and its address must be able to receive there: a
 * 422 on `chain` or `address` before anything is held (the form runs the same check).
 */
export function refineWithdrawalTarget(currency: string, chain: Network, address: string, context: z.RefinementCtx): void {
  const pair = coinOnNetwork(currency, chain);
  if (!pair?.withdrawable) {
    context.addIssue({ code: 'custom', path: ['chain'], message: pairNotOffered(currency, chain) });
    return;
  }
  const verdict = checkAddress(chain, address);
  if (verdict !== 'ok') context.addIssue({ code: 'custom', path: ['address'], message: addressMessage(chain, verdict) });
}
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

export const transactionTypeSchema = z.enum(['deposit', 'withdrawal'], { error: 'Choose deposit or withdrawal.' });
/** 'cancelled': a pending withdrawal its trader took back (issue 33); the hold is released. */
export const transactionStatusSchema = z.enum(['pending', 'approved', 'rejected', 'cancelled']);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/** GET /api/transactions/withdrawable: what the trader could withdraw from the account now (USD). */
export const withdrawableSchema = z.object({ available: z.number() });
export type Withdrawable = z.infer<typeof withdrawableSchema>;

/** The steps of a deposit or a withdrawal, in the order they happen. */
export const transactionStepNameSchema = z.enum([
  'requested',
  'under_review',
  'approved',
  'rejected',
  'sent',
  'fee_raised',
  'paid',
  'cancelled',
]);
export type TransactionStepName = z.infer<typeof transactionStepNameSchema>;

/** One step of a request's timeline, with its time (ISO). */
export const transactionStepSchema = z.object({
  step: transactionStepNameSchema,
  at: z.string(),
  /** The staff member's reason, on a rejection. */
  note: z.string().nullable(),
  /** On 'sent' (the platform's payout, confirming), 'fee_raised' (sent again at a higher fee) and 'paid': the payout's transaction hash and its page on the chain's explorer (when the operator set one). */
  tx_hash: z.string().nullable(),
  explorer_url: z.string().nullable(),
  /** Back office only: the staff member who took the step. */
  by: z.string().nullable().optional(),
});
export type TransactionStep = z.infer<typeof transactionStepSchema>;

/** One row of `GET /api/transactions/my` (newest first); amount in USD. */
export const transactionSchema = z.object({
  id: z.number(),
  type: transactionTypeSchema,
  currency: z.string(),
  amount: z.number(),
  chain: chainSchema,
  address: z.string(),
  method: z.string(),
  status: transactionStatusSchema,
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  review_note: z.string().nullable(),
  tx_hash: z.string().nullable(),
  receipt_url: z.string().nullable(),
  /** A deposit the platform follows on the chain: confirmations so far and needed (credited at the needed); null otherwise. */
  confirmations: z.number().int().nullable().optional(),
  confirmations_required: z.number().int().nullable().optional(),
  /** What happened to the request so far, oldest first. */
  timeline: z.array(transactionStepSchema),
  /**
   * The number of the trading account the money went to or came from (issue 29); null: a request from
   * before accounts had numbers whose account is not known. Absent in an answer kept before it existed.
   */
  account_number: z.number().int().nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Amounts (USD) of one month's deposits or withdrawals by outcome; months in UTC, newest first. */
export const monthlyTotalsSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  type: transactionTypeSchema,
  pending: z.number(),
  /** Approved: credited for a deposit, paid out for a withdrawal. */
  paid: z.number(),
  rejected: z.number(),
});
export type MonthlyTotals = z.infer<typeof monthlyTotalsSchema>;
export const monthlyTotalsListSchema = z.array(monthlyTotalsSchema);
/** GET /api/transactions/totals and /api/admin/transactions/totals. */
export const monthlyTotalsAnswerSchema = z.object({ totals: monthlyTotalsListSchema });
export const transactionListSchema = z.array(transactionSchema);

export const transactionCreatedSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  transaction: transactionSchema,
});
export type TransactionCreated = z.infer<typeof transactionCreatedSchema>;
