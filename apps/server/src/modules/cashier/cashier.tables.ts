import type { Chain } from '@platform/shared/settings';
import type { Id } from '../../db/column-types.ts';

/** Each account's derived deposit address per network (today an account is keyed by its user id). */
export interface DepositAddressesTable {
  id: Id;
  user_id: number;
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
