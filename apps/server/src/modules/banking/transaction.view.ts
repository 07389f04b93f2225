import type { Transaction } from '@platform/shared/banking';
import { fromCents } from '@platform/shared/money';
import { accountNumberOf } from '@platform/shared/trading-accounts';
import { toIso, toIsoOrNull } from '../../db/now.ts';
import { fileUrl } from '../../uploads/file-store.ts';
import type { Transaction as TransactionRecord } from './banking.repository.ts';
import { transactionTimeline } from './transaction-timeline.ts';
import type { Chain } from '@platform/shared/settings';

/** A request as the trader sees it, with its timeline (explorer links from the operator's per-chain templates). */
export function toTransaction(row: TransactionRecord, explorers: Record<Chain, string>): Transaction {
  return {
    id: row.id,
    type: row.type,
    currency: row.currency,
    amount: fromCents(row.amountCents),
    chain: row.chain,
    address: row.address,
    method: row.method,
    status: row.status,
    created_at: toIso(row.createdAt),
    reviewed_at: toIsoOrNull(row.reviewedAt),
    review_note: row.reviewNote,
    tx_hash: row.txHash,
    receipt_url: row.receiptUploadId ? fileUrl(row.receiptUploadId) : null,
    confirmations: row.confirmations,
    confirmations_required: row.confirmationsRequired,
    timeline: transactionTimeline(row, explorers),
    account_number: row.accountId === null ? null : accountNumberOf(row.accountId),
  };
}
