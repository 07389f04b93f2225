import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kycSubmitResponseSchema, type KycSubmitResponse } from '@platform/shared/kyc';
import { api } from '../../../lib/api-client.ts';
import { myKycQueryKey } from './get-my-kyc.ts';

export interface KycSubmission {
  aadhaarNumber: string;
  document: File;
  selfie: File;
}

/** POST /api/kyc/submit (multipart: aadhaar_number, document, selfie). */
export async function submitKyc(submission: KycSubmission): Promise<KycSubmitResponse> {
  const form = new FormData();
  form.append('aadhaar_number', submission.aadhaarNumber);
  form.append('document', submission.document);
  form.append('selfie', submission.selfie);
  return kycSubmitResponseSchema.parse(await api.post('/kyc/submit', form));
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  // After submitting, the status is fetched again (spec §4).
  return useMutation({ mutationFn: submitKyc, onSettled: () => queryClient.invalidateQueries({ queryKey: myKycQueryKey }) });
}
