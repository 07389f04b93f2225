import type { Insertable } from 'kysely';
import type { KycStatus } from '@platform/shared/kyc';
import type { Db } from '../../db/database.ts';
import type { KycSubmissionRow, KycSubmissionsTable } from './kyc.tables.ts';

export async function findLatestSubmission(db: Db, userId: number): Promise<KycSubmissionRow | undefined> {
  return db
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function findSubmission(db: Db, id: number): Promise<KycSubmissionRow | undefined> {
  return db.selectFrom('kyc_submissions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSubmission(db: Db, submission: Insertable<KycSubmissionsTable>): Promise<KycSubmissionRow> {
  return db.insertInto('kyc_submissions').values(submission).returningAll().executeTakeFirstOrThrow();
}

/** Moves a pending submission to its verdict; undefined when it was not pending (already reviewed). */
export async function settleSubmission(
  db: Db,
  id: number,
  verdict: { status: Exclude<KycStatus, 'pending'>; notes: string | null; staffId: number; now: number },
): Promise<KycSubmissionRow | undefined> {
  return db
    .updateTable('kyc_submissions')
    .set({ status: verdict.status, review_notes: verdict.notes, reviewed_by: verdict.staffId, reviewed_at: verdict.now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Whether the trader's identity is verified (their latest verdict is an approval). */
export async function hasApprovedKyc(db: Db, userId: number): Promise<boolean> {
  const latest = await findLatestSubmission(db, userId);
  return latest?.status === 'approved';
}

export async function listSubmissions(db: Db, filter: { status?: KycStatus; limit?: number } = {}) {
  let query = db
    .selectFrom('kyc_submissions')
    .innerJoin('users', 'users.id', 'kyc_submissions.user_id')
    .selectAll('kyc_submissions')
    .select(['users.email as user_email', 'users.name as user_name', 'users.account_type as user_account_type']);
  if (filter.status) query = query.where('kyc_submissions.status', '=', filter.status);
  return query
    .orderBy('kyc_submissions.submitted_at', 'desc')
    .limit(filter.limit ?? 200)
    .execute();
}
