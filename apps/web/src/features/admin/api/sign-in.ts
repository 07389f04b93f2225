// POST /api/login from the staff sign-in screen; the token is the same kind traders get.
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenResponse } from '@platform/shared/auth';
import { adminApi } from './admin-request.ts';
import { adminSession } from './admin-session.ts';

export function useStaffSignIn() {
  return useMutation({
    mutationFn: (body: LoginRequest) => adminApi.post<TokenResponse>('/login', body),
    onSuccess: ({ token }) => adminSession.signIn(token),
  });
}
