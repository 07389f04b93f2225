import type { Selectable } from 'kysely';

export type UploadPurpose = 'kyc_document' | 'kyc_selfie' | 'deposit_receipt';

export interface UploadsTable {
  id: string;
  owner_id: number;
  purpose: UploadPurpose;
  content_type: string;
  size_bytes: number;
  original_name: string | null;
  created_at: number;
}
export type UploadRow = Selectable<UploadsTable>;
