import { aadhaarNumberSchema, KYC_MAX_FILE_BYTES, KYC_MESSAGES, type MyKyc } from '@platform/shared/kyc';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../auth/public.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { createFileStore, type StagedUpload } from '../../uploads/file-store.ts';
import type { MultipartBody } from '../../uploads/read-multipart.ts';
import { IMAGE_TYPES } from '../../uploads/sniff-content-type.ts';
import { findLatestSubmission, insertSubmission } from './kyc.repository.ts';
import { toMyKyc } from './kyc.view.ts';

const pendingExists = () => new AppError('KYC_PENDING_EXISTS', 409, KYC_MESSAGES.pendingExists);

export function createKycService(ctx: AppContext) {
  const files = createFileStore(ctx);

  async function myKyc(userId: number): Promise<MyKyc> {
    return toMyKyc(await findLatestSubmission(ctx.db, userId));
  }

  /** Validates in the spec's order, writes both images, then records them and the submission in one transaction. */
  async function submit(userId: number, body: MultipartBody): Promise<MyKyc> {
    const aadhaar = aadhaarNumberSchema.safeParse(body.fields.aadhaar_number ?? '');
    if (!aadhaar.success) throw AppError.validation({ aadhaar_number: [KYC_MESSAGES.aadhaar] });
    const { document, selfie } = body.files;
    if (!document?.bytes.length || !selfie?.bytes.length) {
      throw AppError.validation(
        { [document?.bytes.length ? 'selfie' : 'document']: [KYC_MESSAGES.filesRequired] },
        KYC_MESSAGES.filesRequired,
      );
    }
    const oversize = [document, selfie].some((f) => f.tooLarge || f.bytes.length > KYC_MAX_FILE_BYTES);
    if (oversize) throw new AppError('PAYLOAD_TOO_LARGE', 413, KYC_MESSAGES.fileTooLarge);

    const latest = await findLatestSubmission(ctx.db, userId);
    if (latest?.status === 'pending') throw pendingExists();
    if (latest?.status === 'approved') throw new AppError('CONFLICT', 409, 'Your identity is already verified.');

    const invalid = (field: string) =>
      new AppError('INVALID_FILE', 422, KYC_MESSAGES.imagesOnly, undefined, { [field]: [KYC_MESSAGES.imagesOnly] });
    const staged: StagedUpload[] = [];
    try {
      staged.push(
        await files.stage(document, { ownerId: userId, purpose: 'kyc_document', allowed: IMAGE_TYPES, invalid: invalid('document') }),
      );
      staged.push(await files.stage(selfie, { ownerId: userId, purpose: 'kyc_selfie', allowed: IMAGE_TYPES, invalid: invalid('selfie') }));
      const now = ctx.clock.now();
      const submission = await ctx.db.transaction().execute(async (trx) => {
        for (const upload of staged) await files.record(trx, upload, now);
        return insertSubmission(trx, {
          userId,
          aadhaarLast4: aadhaar.data.slice(-4),
          documentUploadId: staged[0]!.id,
          selfieUploadId: staged[1]!.id,
          status: 'pending',
          reviewNotes: null,
          reviewedBy: null,
          reviewedAt: null,
          submittedAt: now,
        });
      });
      const view = toMyKyc(submission);
      publishToAccount(ctx.bus, userId, 'kyc-updated', view);
      return view;
    } catch (error) {
      await files.discard(staged);
      // Two submits racing past the check above: the unique index on pending rows stops the second.
      if (isUniqueViolation(error)) throw pendingExists();
      throw error;
    }
  }

  return { myKyc, submit };
}
