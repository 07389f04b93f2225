import type { AdminKycItem } from '@platform/shared/admin';
import type { Db } from '../../db/database.ts';
import { toIso, toIsoOrNull } from '../../db/now.ts';
import { fileUrl } from '../../uploads/file-store.ts';
import { columnContains } from '../admin/search.ts';

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
  return { items: rows.map(toAdminKycItem), total: Number(count.total) };
}

function toAdminKycItem(row: {
  id: number;
  user_id: number;
  status: AdminKycItem['status'];
  aadhaar_last4: string;
  document_upload_id: string;
  selfie_upload_id: string;
  review_notes: string | null;
  reviewed_at: number | null;
  submitted_at: number;
  trader_name: string;
  trader_email: string;
  account_type: 'demo' | 'live';
  reviewer_email: string | null;
  document_type: string | null;
  selfie_type: string | null;
}): AdminKycItem {
  return {
    id: row.id,
    user_id: row.user_id,
    trader_name: row.trader_name,
    trader_email: row.trader_email,
    account_type: row.account_type,
    status: row.status,
    aadhaar_last4: row.aadhaar_last4,
    document: row.document_type ? { url: fileUrl(row.document_upload_id), content_type: row.document_type } : null,
    selfie: row.selfie_type ? { url: fileUrl(row.selfie_upload_id), content_type: row.selfie_type } : null,
    review_notes: row.review_notes,
    reviewed_by: row.reviewer_email,
    reviewed_at: toIsoOrNull(row.reviewed_at),
    submitted_at: toIso(row.submitted_at),
  };
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
