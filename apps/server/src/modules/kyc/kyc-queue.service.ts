import type { PageQuery } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { toIsoOrNull } from '../../db/now.ts';
import { AppError } from '../../errors/app-error.ts';
import { approveKyc, rejectKyc } from './kyc-review.service.ts';
import type { KycSubmissionRow } from './kyc.tables.ts';
import type { StaffActor } from '../audit/audit.service.ts';
import { auditWithin } from '../admin/audit-within.ts';
import { listKycSubmissions, type KycFilter } from './kyc-queue.repository.ts';
import { offsetOf, toPage } from '../admin/paging.ts';

/** The KYC queue and its verdicts; the verdict itself is the KYC module's (it tells the trader at once). */
export function createKycQueueService(ctx: AppContext) {
  async function list(filter: KycFilter, query: PageQuery) {
    const { items, total } = await listKycSubmissions(ctx.db, filter, offsetOf(query), query.page_size);
    return toPage(items, total, query);
  }

  async function decide(actor: StaffActor, id: number, decision: 'approve' | 'reject', notes: string) {
    if (actor.id === null) throw AppError.forbidden();
    const audit = auditWithin<KycSubmissionRow>(ctx, actor, (before, after) => ({
      action: `kyc.${decision}`,
      targetType: 'kyc',
      targetId: id,
      before: { status: before.status, user_id: before.user_id },
      after: {
        status: after.status,
        user_id: after.user_id,
        review_notes: after.review_notes,
        reviewed_at: toIsoOrNull(after.reviewed_at),
      },
    }));
    const verdict = decision === 'approve' ? approveKyc : rejectKyc;
    const row = await verdict(ctx, id, actor.id, notes, audit);
    return { id: row.id, status: row.status, review_notes: row.review_notes };
  }

  return { list, decide };
}
