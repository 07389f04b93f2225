import type { AdminTransactionItem } from '@platform/shared/admin';
import { fromCents } from '@platform/shared/money';
import type { Chain } from '@platform/shared/settings';
import { toIso, toIsoOrNull } from '../../db/now.ts';
import { fileUrl } from '../../uploads/file-store.ts';
import type { QueuedTransaction } from './transaction-queue.repository.ts';
import { transactionTimeline } from './transaction-timeline.ts';

/** A request as the back office queue shows it, with the staff who took its steps. */
export function toAdminTransactionItem(item: QueuedTransaction, explorers: Record<Chain, string>): AdminTransactionItem {
  const { transaction: tx } = item;
  return {
    id: tx.id,
    user_id: tx.userId,
    trader_name: item.traderName,
    trader_email: item.traderEmail,
    account_type: item.accountType,
    type: tx.type,
    currency: tx.currency,
    amount: fromCents(tx.amountCents),
    chain: tx.chain,
    address: tx.address,
    method: tx.method,
    status: tx.status,
    receipt: tx.receiptUploadId && item.receiptType ? { url: fileUrl(tx.receiptUploadId), content_type: item.receiptType } : null,
    review_note: tx.reviewNote,
    tx_hash: tx.txHash,
    kyc_status: item.kycStatus,
    reviewed_by: item.reviewerEmail,
    reviewed_at: toIsoOrNull(tx.reviewedAt),
    created_at: toIso(tx.createdAt),
    timeline: transactionTimeline(tx, explorers, { reviewStartedBy: item.reviewStarterEmail, reviewedBy: item.reviewerEmail }),
  };
}
