import type { AccountType } from '@platform/shared/auth';
import type { KycStatus } from '@platform/shared/kyc';
import type { Db } from '../../db/database.ts';
import { columnContains } from '../../lib/staff/search.ts';

export interface KycFilter {
  status: 'pending' | 'approved' | 'rejected' | 'all';
  search?: string | undefined;
  userId?: number;
}

function baseQuery(db: Db, filter: KycFilter) {
  let query = db
    .selectFrom('kyc_submissions as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .leftJoin('users as r', 'r.id', 'k.reviewed_by')
    .leftJoin('uploads as doc', 'doc.id', 'k.document_upload_id')
    .leftJoin('uploads as selfie', 'selfie.id', 'k.selfie_upload_id');
  if (filter.status !== 'all') query = query.where('k.status', '=', filter.status);
  if (filter.userId !== undefined) query = query.where('k.user_id', '=', filter.userId);
  if (filter.search) {
    const text = filter.search;
    query = query.where((eb) => eb.or([columnContains(eb, 'u.name', text), columnContains(eb, 'u.email', text)]));
  }
  return query;
}

/** A submission in the review queue, with its trader, reviewer and the uploads' content types. */
export interface QueuedKycSubmission {
  id: number;
  userId: number;
  status: KycStatus;
  aadhaarLast4: string;
  documentUploadId: string;
  selfieUploadId: string;
  reviewNotes: string | null;
  reviewedAt: number | null;
  submittedAt: number;
  traderName: string;
  traderEmail: string;
  accountType: AccountType;
  reviewerEmail: string | null;
  documentType: string | null;
  selfieType: string | null;
}

/** The review queue: pending oldest first (first come, first served); decided ones newest first. */
export async function listKycSubmissions(db: Db, filter: KycFilter, offset: number, limit: number) {
  const query = baseQuery(db, filter);
  const [rows, count] = await Promise.all([
    query
      .select([
        'k.id',
        'k.user_id',
        'k.status',
        'k.aadhaar_last4',
        'k.document_upload_id',
        'k.selfie_upload_id',
        'k.review_notes',
        'k.reviewed_at',
        'k.submitted_at',
        'u.name as trader_name',
        'u.email as trader_email',
        'u.account_type',
        'r.email as reviewer_email',
        'doc.content_type as document_type',
        'selfie.content_type as selfie_type',
      ])
      .orderBy('k.submitted_at', filter.status === 'pending' ? 'asc' : 'desc')
      .orderBy('k.id', filter.status === 'pending' ? 'asc' : 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items: QueuedKycSubmission[] = rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    status: row.status,
    aadhaarLast4: row.aadhaar_last4,
    documentUploadId: row.document_upload_id,
    selfieUploadId: row.selfie_upload_id,
    reviewNotes: row.review_notes,
    reviewedAt: row.reviewed_at,
    submittedAt: row.submitted_at,
    traderName: row.trader_name,
    traderEmail: row.trader_email,
    accountType: row.account_type,
    reviewerEmail: row.reviewer_email,
    documentType: row.document_type,
    selfieType: row.selfie_type,
  }));
  return { items, total: Number(count.total) };
}

/** Latest KYC status per trader (for lists): the newest submission wins. */
export async function latestKycStatuses(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('kyc_submissions')
    .select(['user_id', 'status', 'id'])
    .where('user_id', 'in', userIds)
    .orderBy('id', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.status]));
}
