import type { PageQuery } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { toIsoOrNull } from '../../db/now.ts';
import { AppError } from '../../errors/app-error.ts';
import { approveKyc, rejectKyc } from '../kyc/kyc-review.service.ts';
import { findSubmission } from '../kyc/kyc.repository.ts';
import type { StaffActor } from '../audit/audit.service.ts';
import { auditAfterCommit } from './audit-after.ts';
import { listKycSubmissions, type KycFilter } from './kyc-admin.repository.ts';
import { offsetOf, toPage } from './paging.ts';

/** The KYC queue and its verdicts; the verdict itself is the KYC module's (it tells the trader at once). */
export function createKycAdminService(ctx: AppContext) {
  async function list(filter: KycFilter, query: PageQuery) {
    const { items, total } = await listKycSubmissions(ctx.db, filter, offsetOf(query), query.page_size);
    return toPage(items, total, query);
  }

  async function decide(actor: StaffActor, id: number, decision: 'approve' | 'reject', notes: string) {
    if (actor.id === null) throw AppError.forbidden();
    const before = await findSubmission(ctx.db, id);
    const row = decision === 'approve' ? await approveKyc(ctx, id, actor.id, notes) : await rejectKyc(ctx, id, actor.id, notes);
    await auditAfterCommit(ctx, actor, {
      action: `kyc.${decision}`,
      targetType: 'kyc',
      targetId: id,
      before: before ? { status: before.status, user_id: before.user_id } : null,
      after: { status: row.status, user_id: row.user_id, review_notes: row.review_notes, reviewed_at: toIsoOrNull(row.reviewed_at) },
    });
    return { id: row.id, status: row.status, review_notes: row.review_notes };
  }

  return { list, decide };
}
