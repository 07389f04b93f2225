import { z } from 'zod';
import { chainSchema } from './settings.ts';

/** `GET /api/cashier/deposit-address?chain=ERC20`: the account's own address on a network the platform watches. */
export const depositAddressQuerySchema = z.object({ chain: chainSchema });

export const depositAddressSchema = z.object({
  chain: chainSchema,
  address: z.string(),
  /** The address as a QR code: a PNG data URL made on the server (nothing remote). */
  qr_code: z.string(),
  /** Confirmations after which a transfer is credited. */
  confirmations_required: z.number().int(),
  /** The coins credited when sent to this address. */
  coins: z.array(z.string()),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

/** `GET /api/cashier/networks`: the networks whose deposits the platform follows itself (the rest stay manual). */
export const watchedNetworksSchema = z.object({ chains: z.array(chainSchema) });
export type WatchedNetworks = z.infer<typeof watchedNetworksSchema>;

export const CASHIER_MESSAGES = {
  notWatched: 'The platform does not watch this network; send to the broker’s address and upload your receipt.',
  reorganised: 'The transfer left the chain before its confirmations (a reorganisation). Nothing was credited.',
} as const;

/** A payout from the hot wallet: queued → signed → sent → confirmed, or failed. */
export const payoutStatusSchema = z.enum(['awaiting_approval', 'queued', 'signed', 'sent', 'confirmed', 'failed']);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/** A withdrawal's payout as finance sees it (`GET /api/admin/cashier/payouts`). */
export const payoutSchema = z.object({
  transaction_id: z.number().int(),
  chain: chainSchema,
  status: payoutStatusSchema,
  /** Staff who approved it so far (e-mails) and how many approvals it needs. */
  approved_by: z.array(z.string()),
  approvals_needed: z.number().int(),
  coin: z.string(),
  /** The coin amount sent (decimal text) at the recorded USD rate. */
  amount: z.string(),
  tx_hash: z.string().nullable(),
  confirmations: z.number().int().nullable(),
  confirmations_required: z.number().int(),
  note: z.string().nullable(),
  attempt: z.number().int(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.object({ payouts: z.array(payoutSchema) });

/** A network's hot wallet for finance: what it holds and what it may still pay today. */
export const hotWalletSchema = z.object({
  chain: chainSchema,
  address: z.string(),
  /** Coin → amount held (decimal text); null when the node did not answer. */
  balances: z.record(z.string(), z.string()).nullable(),
  paid_today: z.number(),
  daily_limit: z.number(),
  account_daily_limit: z.number(),
  per_payout_limit: z.number(),
  second_approval_above: z.number(),
});
export type HotWallet = z.infer<typeof hotWalletSchema>;
export const hotWalletListSchema = z.object({ wallets: z.array(hotWalletSchema) });

export const payoutApproveSchema = z.object({}).strict().optional();

export const PAYOUT_MESSAGES = {
  notHotWallet: 'This network has no hot wallet; pay the withdrawal by hand and enter its hash.',
  notPending: 'This withdrawal is no longer pending.',
  ownRequest: 'Nobody approves their own withdrawal.',
  alreadyApproved: 'You already approved this payout; a second staff member must approve it.',
  inFlight: 'This payout is already on its way; wait for it to confirm or fail.',
  noRetry: 'Only a failed payout can be sent again.',
  onChain: 'The payout is on the chain; it cannot be rejected or paid by hand now.',
  reverted:
    'The payout transaction failed on the chain (reverted). The amount is still held: send it again or reject the withdrawal to return it.',
  replaced: 'Another transaction used the payout’s nonce. The amount is still held: send it again or reject the withdrawal to return it.',
  noRate: 'There is no USD rate for this coin yet; try again in a moment.',
} as const;

export const payoutFeeMessage = {
  /** A queued payout while the network's fee is above the ceiling. */
  waiting: 'The network’s fee is above the configured ceiling; the payout waits.',
  /** A payout stuck at its fee when the raise it needs would pass the ceiling. */
  stuck: (neededGwei: string, ceilingGwei: number) =>
    `The payout is stuck at its fee; raising it needs ${neededGwei} gwei per gas, above the ceiling of ${ceilingGwei} gwei. It waits for the network’s fee to fall (or raise CASHIER_PAYOUT_MAX_FEE_GWEI).`,
} as const;

export const payoutLimitMessage = {
  perPayout: (limit: string) => `Above the hot wallet’s per-payout limit of ${limit}; pay it by hand and enter its hash.`,
  daily: (limit: string, left: string) => `The hot wallet’s daily limit of ${limit} would be passed (${left} left today).`,
  accountDaily: (limit: string, left: string) => `This account’s daily payout limit of ${limit} would be passed (${left} left today).`,
  short: (held: string, needed: string) => `The hot wallet holds ${held}; this payout needs ${needed}. Top it up, then approve again.`,
  shortFee: (held: string, needed: string) =>
    `The hot wallet holds ${held} for fees; this payout needs about ${needed}. Top it up, then approve again.`,
};
