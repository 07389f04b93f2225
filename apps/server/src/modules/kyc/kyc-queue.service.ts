import type { PageQuery } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { toIsoOrNull } from '../../db/now.ts';
import { AppError } from '../../errors/app-error.ts';
import { approveKyc, rejectKyc } from './kyc-review.service.ts';
import type { KycSubmission } from './kyc.repository.ts';
import type { StaffActor } from '../audit/public.ts';
import { auditWithin } from '../admin/public.ts';
import { listKycSubmissions, type KycFilter } from './kyc-queue.repository.ts';
import { offsetOf, toPage } from '../../lib/staff/paging.ts';
import { toAdminKycItem } from './kyc-queue.view.ts';

/** The KYC queue and its verdicts; the verdict itself is the KYC module's (it tells the trader at once). */
export function createKycQueueService(ctx: AppContext) {
  async function list(filter: KycFilter, query: PageQuery) {
    const { items, total } = await listKycSubmissions(ctx.db, filter, offsetOf(query), query.page_size);
    return toPage(items.map(toAdminKycItem), total, query);
  }

  async function decide(actor: StaffActor, id: number, decision: 'approve' | 'reject', notes: string) {
    if (actor.id === null) throw AppError.forbidden();
    const audit = auditWithin<KycSubmission>(ctx, actor, (before, after) => ({
      action: `kyc.${decision}`,
      targetType: 'kyc',
      targetId: id,
      before: { status: before.status, user_id: before.userId },
      after: {
        status: after.status,
        user_id: after.userId,
        review_notes: after.reviewNotes,
        reviewed_at: toIsoOrNull(after.reviewedAt),
      },
    }));
    const verdict = decision === 'approve' ? approveKyc : rejectKyc;
    const row = await verdict(ctx, id, actor.id, notes, audit);
    return { id: row.id, status: row.status, review_notes: row.reviewNotes };
  }

  return { list, decide };
}
