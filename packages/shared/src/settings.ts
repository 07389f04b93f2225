import { z } from 'zod';

/** Deposit and withdrawal networks (spec §9). */
export const chains = ['TRC20', 'BEP20', 'ERC20'] as const;
export const chainSchema = z.enum(chains, { error: 'Select network.' });
export type Chain = z.infer<typeof chainSchema>;

const address = z.string().trim().max(128, 'An address is at most 128 characters.');
const money = z.number({ error: 'Enter a number.' }).min(0, 'Must be 0 or more.').max(100_000_000, 'Too large.');
const percent = z.number({ error: 'Enter a number.' }).min(0, 'Must be 0 or more.').max(10_000, 'Too large.');
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
/** A block explorer's page of one transaction: https, with {hash} where the transaction hash goes. */
const explorerTemplate = z
  .string()
  .trim()
  .max(300, 'At most 300 characters.')
  .refine((value) => value === '' || (/^https:\/\/[^\s/]+\.[^\s]*\{hash\}[^\s]*$/.test(value) && value.split('{hash}').length === 2), {
    message: 'Use an https:// address with {hash} where the transaction hash goes, e.g. https://tronscan.org/#/transaction/{hash}.',
  });

/** The explorer link of a transaction hash from the operator's template, or null without one. */
export function explorerUrl(template: string, txHash: string | null): string | null {
  if (!template || !txHash) return null;
  return template.replace('{hash}', encodeURIComponent(txHash));
}

/**
 * The broker's settings as the back office reads and writes them (`GET/PATCH` by the admin
 * area). Money in USD with 2 decimals; levels in percent of margin level. An empty wallet
 * address means "not configured" for that chain.
 */
export const brokerSettingsSchema = z.object({
  wallet_trc20: address,
  wallet_bep20: address,
  wallet_erc20: address,
  /** Per chain, the explorer page of a paid withdrawal's transaction ('' for none). */
  explorer_trc20: explorerTemplate,
  explorer_bep20: explorerTemplate,
  explorer_erc20: explorerTemplate,
  demo_start_balance: money,
  referral_reward: money,
  /** Approved deposits a referred trader must reach before the referrer is rewarded (with KYC approved or a trade). */
  referral_min_deposit: money,
  margin_call_level: percent,
  stop_out_level: percent,
  support_messaging_number: text(40),
  support_hours: text(80),
  support_email: z.union([z.literal(''), z.string().trim().email('Enter a valid email address.').max(254)]),
  /** Staff must have two-factor sign-in on to use the back office. */
  staff_two_factor_required: z.boolean(),
  /** Traders must verify their email before a deposit or a withdrawal. */
  verified_email_for_banking: z.boolean(),
  terms_text: text(50_000).min(1, 'The Terms of Service cannot be empty.'),
  privacy_text: text(50_000).min(1, 'The Privacy Policy cannot be empty.'),
});
export type BrokerSettings = z.infer<typeof brokerSettingsSchema>;

/** A change to some settings; unknown keys are refused. */
export const brokerSettingsPatchSchema = brokerSettingsSchema.partial().strict();
export type BrokerSettingsPatch = z.infer<typeof brokerSettingsPatchSchema>;

/** `GET /api/banking/wallets`: the broker's deposit address per chain ('' when none). */
export const walletAddressesSchema = z.object({ TRC20: z.string(), BEP20: z.string(), ERC20: z.string() });
export type WalletAddresses = z.infer<typeof walletAddressesSchema>;

/** `GET /api/support/contacts`. */
export const supportContactsSchema = z.object({
  messaging_number: z.string(),
  hours: z.string(),
  email: z.string(),
});
export type SupportContacts = z.infer<typeof supportContactsSchema>;
