import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { type SignupRequest } from '@platform/shared/auth';
import { api } from '../../../lib/api-client.ts';

// Signup may answer without a token (then the screen says 'Account Created' and returns to login).
const signupResponseSchema = z.object({ token: z.string().optional(), message: z.string().optional() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /api/signup; an empty referral code is left out of the payload (spec §3). */
export async function signUp(body: SignupRequest): Promise<SignupResponse> {
  const { referral_code, ...rest } = body;
  const payload = referral_code?.trim() ? { ...rest, referral_code: referral_code.trim() } : rest;
  return signupResponseSchema.parse(await api.post<unknown>('/signup', payload));
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
