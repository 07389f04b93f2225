import type { MyKyc } from '@platform/shared/kyc';
import { toIso } from '../../db/now.ts';
import { fileUrl } from '../../uploads/file-store.ts';
import type { KycSubmission } from './kyc.repository.ts';

/** `GET /api/kyc/my`: the latest submission, or "no submission yet". */
export function toMyKyc(row: KycSubmission | undefined): MyKyc {
  if (!row) {
    return {
      exists: false,
      status: null,
      aadhaar_last4: null,
      document_url: null,
      selfie_url: null,
      submitted_at: null,
      review_notes: null,
    };
  }
  return {
    exists: true,
    status: row.status,
    aadhaar_last4: row.aadhaarLast4,
    document_url: fileUrl(row.documentUploadId),
    selfie_url: fileUrl(row.selfieUploadId),
    submitted_at: toIso(row.submittedAt),
    review_notes: row.reviewNotes,
  };
}
