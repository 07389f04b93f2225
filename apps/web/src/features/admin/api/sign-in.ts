// POST /api/login from the staff sign-in screen; the token is the same kind traders get. With two-factor
// sign-in on, the answer is a challenge and POST /api/login/2fa gives the token.
import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema, type LoginRequest } from '@platform/shared/auth';
import { loginAnswerSchema, type TwoFactorLogin } from '@platform/shared/security';
import { adminApi } from './admin-request.ts';
import { adminSession } from './admin-session.ts';

export function useStaffSignIn() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => loginAnswerSchema.parse(await adminApi.post<unknown>('/login', body)),
    onSuccess: (answer) => {
      if ('token' in answer) adminSession.signIn(answer.token);
    },
  });
}

export function useStaffSignInCode() {
  return useMutation({
    mutationFn: async (body: TwoFactorLogin) => tokenResponseSchema.parse(await adminApi.post<unknown>('/login/2fa', body)),
    onSuccess: ({ token }) => adminSession.signIn(token),
  });
}
