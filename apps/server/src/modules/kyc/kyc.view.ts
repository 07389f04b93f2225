import type { MyKyc } from '@platform/shared/kyc';
import { toIso } from '../../db/now.ts';
import { fileUrl } from '../../uploads/file-store.ts';
import type { KycSubmissionRow } from './kyc.tables.ts';

/** `GET /api/kyc/my`: the latest submission, or "no submission yet". */
export function toMyKyc(row: KycSubmissionRow | undefined): MyKyc {
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
    aadhaar_last4: row.aadhaar_last4,
    document_url: fileUrl(row.document_upload_id),
    selfie_url: fileUrl(row.selfie_upload_id),
    submitted_at: toIso(row.submitted_at),
    review_notes: row.review_notes,
  };
}
