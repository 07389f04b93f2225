import type { Selectable } from 'kysely';
import type { Chain, TransactionStatus } from '@platform/shared/banking';
import type { Id } from '../../db/column-types.ts';

export interface TransactionsTable {
  id: Id;
  user_id: number;
  /** The account the money goes to or comes from; null (older rows): the trader's default account. */
  account_id: number | null;
  type: 'deposit' | 'withdrawal';
  currency: string;
  amount_cents: number;
  chain: Chain;
  address: string;
  method: string;
  status: TransactionStatus;
  receipt_upload_id: string | null;
  review_note: string | null;
  tx_hash: string | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  /** When staff opened it for review (the 'under review' step), and who. */
  review_started_at: number | null;
  review_started_by: number | null;
  /** A deposit the chain watcher follows: confirmations so far and needed; null for a manual request. */
  confirmations: number | null;
  confirmations_required: number | null;
  /** When the platform's payout was last sent again at a higher fee (the same nonce), for the timeline. */
  fee_raised_at: number | null;
  /** The platform's payout: the hash it was first sent as, and the one its last fee raise sent (the timeline's steps). */
  sent_tx_hash: string | null;
  raised_tx_hash: string | null;
  created_at: number;
}
export type TransactionRow = Selectable<TransactionsTable>;
