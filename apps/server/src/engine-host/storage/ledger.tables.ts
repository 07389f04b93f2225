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
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export interface AccountsTable {
  user_id: number;
  balance_cents: number;
  credit_cents: number;
  reserved_cents: number;
  updated_at: number;
}

export interface LedgerEntriesTable {
  id: Id;
  user_id: number;
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
