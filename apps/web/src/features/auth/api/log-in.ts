import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema, type LoginRequest, type TokenResponse } from '@platform/shared/auth';
import { api } from '../../../lib/api-client.ts';

/** POST /api/login {email, password} → {token}. */
export async function logIn(body: LoginRequest): Promise<TokenResponse> {
  return tokenResponseSchema.parse(await api.post<unknown>('/login', body));
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
