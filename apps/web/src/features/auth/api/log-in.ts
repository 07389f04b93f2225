import type { LoginRequest } from '@platform/shared/auth';
import type { LoginAnswer, TwoFactorLogin } from '@platform/shared/security';
import { api } from '../../../lib/api-client.ts';

// The answers' schemas (and zod) load with the first sign-in, not with the sign-in screen.

/** POST /api/login {email, password} → {token}, or {two_factor_required, challenge} when 2FA is on. */
export async function logIn(body: LoginRequest): Promise<LoginAnswer> {
  const [{ loginAnswerSchema }, answer] = await Promise.all([import('@platform/shared/security'), api.post<unknown>('/login', body)]);
  return loginAnswerSchema.parse(answer);
}

/** POST /api/login/2fa {challenge, code} → {token}. */
export async function logInWithCode(body: TwoFactorLogin) {
  const [{ tokenResponseSchema }, answer] = await Promise.all([import('@platform/shared/auth'), api.post<unknown>('/login/2fa', body)]);
  return tokenResponseSchema.parse(answer);
}
