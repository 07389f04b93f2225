import type { Selectable } from 'kysely';
import type { KycStatus } from '@platform/shared/kyc';
import type { Id } from '../../db/column-types.ts';

export interface KycSubmissionsTable {
  id: Id;
  user_id: number;
  aadhaar_last4: string;
  document_upload_id: string;
  selfie_upload_id: string;
  status: KycStatus;
  review_notes: string | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  submitted_at: number;
}
export type KycSubmissionRow = Selectable<KycSubmissionsTable>;
