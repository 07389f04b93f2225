import type { AdminKycItem } from '@platform/shared/admin';
import { toIso, toIsoOrNull } from '../../db/now.ts';
import { fileUrl } from '../../uploads/file-store.ts';
import type { QueuedKycSubmission } from './kyc-queue.repository.ts';

/** A submission as the back office queue shows it. */
export function toAdminKycItem(item: QueuedKycSubmission): AdminKycItem {
  return {
    id: item.id,
    user_id: item.userId,
    trader_name: item.traderName,
    trader_email: item.traderEmail,
    account_type: item.accountType,
    status: item.status,
    aadhaar_last4: item.aadhaarLast4,
    document: item.documentType ? { url: fileUrl(item.documentUploadId), content_type: item.documentType } : null,
    selfie: item.selfieType ? { url: fileUrl(item.selfieUploadId), content_type: item.selfieType } : null,
    review_notes: item.reviewNotes,
    reviewed_by: item.reviewerEmail,
    reviewed_at: toIsoOrNull(item.reviewedAt),
    submitted_at: toIso(item.submittedAt),
  };
}
