import { useMutation } from '@tanstack/react-query';
import type { ForgotPassword, ResetPassword } from '@platform/shared/security';
import { api } from '../../../lib/api-client.ts';

interface Done {
  status: 'success';
  message: string;
}

/** POST /api/password/forgot: the same answer whether or not the email has an account. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPassword) => api.post<Done>('/password/forgot', body) });
}

/** POST /api/password/reset {token, new_password}: signs out every session. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPassword) => api.post<Done>('/password/reset', body) });
}

/** POST /api/email/verify {token}. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: (token: string) => api.post<Done>('/email/verify', { token }) });
}
