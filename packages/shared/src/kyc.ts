import { z } from 'zod';

export const KYC_MAX_FILE_BYTES = 8 * 1024 * 1024;

/** Spec §5 "KYC" and §8 texts. */
export const KYC_MESSAGES = {
  aadhaar: 'Aadhaar must be exactly 12 digits.',
  filesRequired: 'Please upload document and selfie.',
  fileTooLarge: 'Each file must be ≤ 8 MB.',
  imagesOnly: 'Document and selfie must be photos (JPEG, PNG, WebP, GIF or HEIC).',
  pendingExists: 'Your previous submission is still under review.',
  submitted: 'KYC submitted. We’ll notify you after review.',
} as const;

export const kycStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** The input keeps digits only and at most 12 of them (spec §5). */
export function normaliseAadhaarInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 12);
}

export const aadhaarNumberSchema = z
  .string({ error: KYC_MESSAGES.aadhaar })
  .trim()
  .regex(/^\d{12}$/, KYC_MESSAGES.aadhaar);

/** `GET /api/kyc/my`: the latest submission, or exists=false and nulls. */
export const myKycSchema = z.object({
  exists: z.boolean(),
  status: kycStatusSchema.nullable(),
  aadhaar_last4: z.string().nullable(),
  document_url: z.string().nullable(),
  selfie_url: z.string().nullable(),
  submitted_at: z.string().nullable(),
  review_notes: z.string().nullable(),
});
export type MyKyc = z.infer<typeof myKycSchema>;

export const kycSubmitResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  kyc: myKycSchema,
});
export type KycSubmitResponse = z.infer<typeof kycSubmitResponseSchema>;
