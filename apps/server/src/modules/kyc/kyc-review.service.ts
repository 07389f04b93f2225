/**
 * KYC verdicts for the back office (routes, roles and audit are wired there).
 *
 *   approveKyc(ctx, submissionId, staffId, notes?) → Promise<KycSubmissionRow>
 *   rejectKyc(ctx, submissionId, staffId, notes?)  → Promise<KycSubmissionRow>
 *
 * Each settles a pending submission in one conditional update, so a second or concurrent call
 * gets AppError ALREADY_REVIEWED (409); an unknown id gets NOT_FOUND (404). The trader's screens
 * receive 'kyc-updated' with the `GET /api/kyc/my` shape.
 *
 * Call them outside any open transaction: each opens its own (SQLite has a single connection).
 */
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { findSubmission, settleSubmission } from './kyc.repository.ts';
import type { KycSubmissionRow } from './kyc.tables.ts';
import { toMyKyc } from './kyc.view.ts';

export function approveKyc(ctx: AppContext, submissionId: number, staffId: number, notes?: string | null) {
  return settle(ctx, submissionId, staffId, 'approved', notes);
}

export function rejectKyc(ctx: AppContext, submissionId: number, staffId: number, notes?: string | null) {
  return settle(ctx, submissionId, staffId, 'rejected', notes);
}

async function settle(
  ctx: AppContext,
  submissionId: number,
  staffId: number,
  status: 'approved' | 'rejected',
  notes: string | null | undefined,
): Promise<KycSubmissionRow> {
  const cleanNotes = notes?.trim().slice(0, 1000) || null;
  const settled = await settleSubmission(ctx.db, submissionId, { status, notes: cleanNotes, staffId, now: ctx.clock.now() });
  if (!settled) {
    const existing = await findSubmission(ctx.db, submissionId);
    if (!existing) throw AppError.notFound('KYC submission not found.');
    throw new AppError('ALREADY_REVIEWED', 409, `This KYC submission was already ${existing.status}.`);
  }
  publishToAccount(ctx.bus, settled.user_id, 'kyc-updated', toMyKyc(settled));
  return settled;
}
