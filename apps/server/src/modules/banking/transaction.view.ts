import type { Transaction } from '@platform/shared/banking';
import { fromCents } from '@platform/shared/money';
import { toIso, toIsoOrNull } from '../../db/now.ts';
import { fileUrl } from '../../uploads/file-store.ts';
import type { TransactionRow } from './banking.tables.ts';
import { transactionTimeline } from './transaction-timeline.ts';
import type { Chain } from '@platform/shared/settings';

/** A request as the trader sees it, with its timeline (explorer links from the operator's per-chain templates). */
export function toTransaction(row: TransactionRow, explorers: Record<Chain, string>): Transaction {
  return {
    id: row.id,
    type: row.type,
    currency: row.currency,
    amount: fromCents(row.amount_cents),
    chain: row.chain,
    address: row.address,
    method: row.method,
    status: row.status,
    created_at: toIso(row.created_at),
    reviewed_at: toIsoOrNull(row.reviewed_at),
    review_note: row.review_note,
    tx_hash: row.tx_hash,
    receipt_url: row.receipt_upload_id ? fileUrl(row.receipt_upload_id) : null,
    timeline: transactionTimeline(row, explorers),
  };
}
