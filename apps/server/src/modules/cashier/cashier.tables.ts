import type { Chain } from '@platform/shared/settings';
import type { Id } from '../../db/column-types.ts';

/** Each trading account's derived deposit address per network (migration 0900 gave every row its account). */
export interface DepositAddressesTable {
  id: Id;
  /** The account's owner: the trader whose screens hear of a deposit. */
  user_id: number;
  account_id: number;
  chain: Chain;
  address: string;
  derivation_index: number;
  created_at: number;
}

/** A transfer the watcher saw to a platform address: one row per (chain, tx hash, log index). */
export interface ChainTransfersTable {
  id: Id;
  chain: Chain;
  tx_hash: string;
  log_index: number;
  coin: string;
  to_address: string;
  amount_units: string;
  block_number: number;
  block_hash: string;
  transaction_id: number;
  status: 'confirming' | 'credited' | 'dropped';
  usd_cents: number;
  usd_rate: string;
  created_at: number;
}

export interface ChainCursorsTable {
  chain: Chain;
  next_block: number;
  last_hash: string | null;
  updated_at: number;
}

/** One staff member's approval of a withdrawal's payout from the hot wallet. */
export interface PayoutApprovalsTable {
  id: Id;
  transaction_id: number;
  staff_id: number;
  request_key: string | null;
  created_at: number;
}

export type PayoutStatus = 'queued' | 'signed' | 'sent' | 'confirmed' | 'failed';

/** One attempt to pay a withdrawal from the hot wallet; the signed transaction is stored before it is broadcast. */
export interface PayoutsTable {
  id: Id;
  transaction_id: number;
  attempt: number;
  account_id: number;
  chain: Chain;
  status: PayoutStatus;
  coin: string;
  to_address: string;
  amount_units: string;
  usd_cents: number;
  usd_rate: string;
  from_address: string;
  nonce: number | null;
  raw_tx: string | null;
  tx_hash: string | null;
  block_number: number | null;
  confirmations: number | null;
  note: string | null;
  /** The head when it was last signed (a fee raise counts its wait from here). */
  sent_at_block: number | null;
  /** Earlier hashes of the same nonce (replaced by a higher fee), oldest first, comma-separated. */
  replaced_hashes: string | null;
  approved_by: number;
  created_at: number;
  updated_at: number;
}

/** The hot wallet's next nonce per network (at least the node's pending count when signing). */
export interface HotWalletNoncesTable {
  chain: Chain;
  address: string;
  next_nonce: number;
}
