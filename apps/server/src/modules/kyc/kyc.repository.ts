import type { Insertable, Selectable } from 'kysely';
import type { KycStatus } from '@platform/shared/kyc';
import { toColumns, type Camelized } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import type { KycSubmissionsTable } from './kyc.tables.ts';

/** A trader's identity submission with its review. */
export interface KycSubmission {
  id: number;
  userId: number;
  aadhaarLast4: string;
  documentUploadId: string;
  selfieUploadId: string;
  status: KycStatus;
  reviewNotes: string | null;
  reviewedBy: number | null;
  reviewedAt: number | null;
  submittedAt: number;
}

export function kycSubmissionFromRow(row: Selectable<KycSubmissionsTable>): KycSubmission {
  return {
    id: row.id,
    userId: row.user_id,
    aadhaarLast4: row.aadhaar_last4,
    documentUploadId: row.document_upload_id,
    selfieUploadId: row.selfie_upload_id,
    status: row.status,
    reviewNotes: row.review_notes,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at,
    submittedAt: row.submitted_at,
  };
}

export async function findLatestSubmission(db: Db, userId: number): Promise<KycSubmission | undefined> {
  const row = await db
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && kycSubmissionFromRow(row);
}

export async function findSubmission(db: Db, id: number): Promise<KycSubmission | undefined> {
  const row = await db.selectFrom('kyc_submissions').selectAll().where('id', '=', id).executeTakeFirst();
  return row && kycSubmissionFromRow(row);
}

export async function insertSubmission(db: Db, submission: Camelized<Insertable<KycSubmissionsTable>>): Promise<KycSubmission> {
  const row = await db
    .insertInto('kyc_submissions')
    .values(toColumns<Insertable<KycSubmissionsTable>>(submission))
    .returningAll()
    .executeTakeFirstOrThrow();
  return kycSubmissionFromRow(row);
}

/** Moves a pending submission to its verdict; undefined when it was not pending (already reviewed). */
export async function settleSubmission(
  db: Db,
  id: number,
  verdict: { status: Exclude<KycStatus, 'pending'>; notes: string | null; staffId: number; now: number },
): Promise<KycSubmission | undefined> {
  const row = await db
    .updateTable('kyc_submissions')
    .set({ status: verdict.status, review_notes: verdict.notes, reviewed_by: verdict.staffId, reviewed_at: verdict.now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return row && kycSubmissionFromRow(row);
}

/** Whether the trader's identity is verified (their latest verdict is an approval). */
export async function hasApprovedKyc(db: Db, userId: number): Promise<boolean> {
  const latest = await findLatestSubmission(db, userId);
  return latest?.status === 'approved';
}
