import type { Id } from '../../db/column-types.ts';

export const ledgerKinds = [
  'demo_credit',
  'deposit',
  'withdrawal',
  'realised_pnl',
  'swap',
  'commission',
  'write_off',
  'referral_reward',
  'adjustment',
  'credit',
  'demo_reset',
  'transfer',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export type AccountType = 'demo' | 'live';

/** One trading account of a login (a login holds several, demo and live); the engine's writer keeps its figures. */
export interface AccountsTable {
  id: Id;
  user_id: number;
  type: AccountType;
  /** null: each order's leverage as picked, capped by the symbol. */
  leverage: number | null;
  balance_cents: number;
  credit_cents: number;
  reserved_cents: number;
  created_at: number;
  updated_at: number;
  closed_at: number | null;
  /** When the trader marked it as their default account (the latest mark wins; none: the first opened). */
  marked_default_at: number | null;
}

export interface LedgerEntriesTable {
  id: Id;
  /** The account's owner, kept for the trader-wide reports. */
  user_id: number;
  account_id: number;
  kind: LedgerKind;
  amount_cents: number;
  balance_after_cents: number;
  ref_type: string | null;
  ref_id: number | null;
  note: string | null;
  created_by: number | null;
  created_at: number;
}

/** Balance commands the engine applied; the primary key makes each apply once. */
export interface AppliedBalanceOpsTable {
  op_id: string;
  user_id: number;
  created_at: number;
}
