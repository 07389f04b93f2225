import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema, type LoginRequest } from '@platform/shared/auth';
import { loginAnswerSchema, type LoginAnswer, type TwoFactorLogin } from '@platform/shared/security';
import { api } from '../../../lib/api-client.ts';

/** POST /api/login {email, password} → {token}, or {two_factor_required, challenge} when 2FA is on. */
export async function logIn(body: LoginRequest): Promise<LoginAnswer> {
  return loginAnswerSchema.parse(await api.post<unknown>('/login', body));
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}

/** POST /api/login/2fa {challenge, code} → {token}. */
export async function logInWithCode(body: TwoFactorLogin) {
  return tokenResponseSchema.parse(await api.post<unknown>('/login/2fa', body));
}

export function useLogInWithCode() {
  return useMutation({ mutationFn: logInWithCode });
}
