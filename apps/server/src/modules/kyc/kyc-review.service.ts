/**
 * KYC verdicts for the back office (routes, roles and audit are wired there).
 *
 *   approveKyc(ctx, submissionId, staffId, notes?, options?) → Promise<KycSubmission>
 *   rejectKyc(ctx, submissionId, staffId, notes?, options?)  → Promise<KycSubmission>
 *
 * Each settles a pending submission in one conditional update, so a second or concurrent call
 * gets AppError ALREADY_REVIEWED (409); an unknown id gets NOT_FOUND (404). The trader's screens
 * receive 'kyc-updated' with the `GET /api/kyc/my` shape.
 *
 * Call them outside any open transaction: each opens its own (SQLite has a single connection).
 * `options.withinTransaction(trx, before, after)` runs inside it, after the verdict (the audit
 * entry); if it throws, the verdict rolls back and nothing is announced.
 */
import type { AppContext } from '../../app-context.ts';
import type { InTransaction } from '../../db/in-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { findSubmission, settleSubmission } from './kyc.repository.ts';
import type { KycSubmission } from './kyc.repository.ts';
import { toMyKyc } from './kyc.view.ts';

type Options = InTransaction<KycSubmission>;

export function approveKyc(ctx: AppContext, submissionId: number, staffId: number, notes?: string | null, options?: Options) {
  return settle(ctx, submissionId, staffId, 'approved', notes, options);
}

export function rejectKyc(ctx: AppContext, submissionId: number, staffId: number, notes?: string | null, options?: Options) {
  return settle(ctx, submissionId, staffId, 'rejected', notes, options);
}

async function settle(
  ctx: AppContext,
  submissionId: number,
  staffId: number,
  status: 'approved' | 'rejected',
  notes: string | null | undefined,
  options: Options = {},
): Promise<KycSubmission> {
  const cleanNotes = notes?.trim().slice(0, 1000) || null;
  const settled = await ctx.db.transaction().execute(async (trx) => {
    const before = await findSubmission(trx, submissionId);
    if (!before) throw AppError.notFound('KYC submission not found.');
    const after = await settleSubmission(trx, submissionId, { status, notes: cleanNotes, staffId, now: ctx.clock.now() });
    if (!after) {
      const existing = (await findSubmission(trx, submissionId)) ?? before;
      throw new AppError('ALREADY_REVIEWED', 409, `This KYC submission was already ${existing.status}.`);
    }
    await options.withinTransaction?.(trx, before, after);
    return after;
  });
  publishToAccount(ctx.bus, settled.userId, 'kyc-updated', toMyKyc(settled));
  return settled;
}
