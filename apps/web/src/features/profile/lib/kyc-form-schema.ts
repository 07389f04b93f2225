import { z } from 'zod';
import { aadhaarNumberSchema, KYC_MAX_FILE_BYTES, KYC_MESSAGES } from '@platform/shared/kyc';

const file = z.custom<File | null>((value) => value === null || value instanceof File);

/** Spec §5 KYC: 12 digits, both files, each an image of at most 8 MB (the server checks the content too). */
export const kycFormSchema = z
  .object({ aadhaar_number: aadhaarNumberSchema, document: file, selfie: file })
  .superRefine((values, context) => {
    const files = [values.document, values.selfie];
    if (files.some((picked) => picked === null)) {
      context.addIssue({ code: 'custom', path: ['document'], message: KYC_MESSAGES.filesRequired });
    } else if (files.some((picked) => picked !== null && picked.size > KYC_MAX_FILE_BYTES)) {
      context.addIssue({ code: 'custom', path: ['document'], message: KYC_MESSAGES.fileTooLarge });
    } else if (files.some((picked) => picked !== null && !picked.type.startsWith('image/'))) {
      context.addIssue({ code: 'custom', path: ['document'], message: KYC_MESSAGES.imagesOnly });
    }
  });

export type KycFormValues = z.input<typeof kycFormSchema>;
