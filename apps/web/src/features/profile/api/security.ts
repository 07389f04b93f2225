import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recoveryCodesSchema,
  securityStatusSchema,
  sessionListSchema,
  signInHistorySchema,
  twoFactorEnrolmentSchema,
} from '@platform/shared/security';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/use-me.ts';

export const securityKeys = {
  status: ['security', 'status'] as const,
  sessions: ['security', 'sessions'] as const,
  history: ['security', 'history'] as const,
};

interface Done {
  status: 'success';
  message: string;
}

/** GET /api/security: two-factor on/off, recovery codes left, email verified. */
export function useSecurityStatus() {
  return useQuery({
    queryKey: securityKeys.status,
    queryFn: async ({ signal }) => securityStatusSchema.parse(await api.get<unknown>('/security', signal)),
  });
}

/** GET /api/sessions. */
export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: async ({ signal }) => sessionListSchema.parse(await api.get<unknown>('/sessions', signal)).sessions,
  });
}

/** GET /api/sign-in-history: the last 50 sign-ins, failed ones too. */
export function useSignInHistory() {
  return useQuery({
    queryKey: securityKeys.history,
    queryFn: async ({ signal }) => signInHistorySchema.parse(await api.get<unknown>('/sign-in-history', signal)).attempts,
  });
}

/** DELETE /api/sessions/{id}. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<Done>(`/sessions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

/** POST /api/sessions/sign-out-others. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Done>('/sessions/sign-out-others'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

/** POST /api/2fa/enrol {password}: a secret and its QR code; nothing changes until confirmed. */
export function useEnrolTwoFactor() {
  return useMutation({
    mutationFn: async (password: string) => twoFactorEnrolmentSchema.parse(await api.post<unknown>('/2fa/enrol', { password })),
  });
}

function useInvalidateSecurity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: securityKeys.status }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);
}

/** POST /api/2fa/confirm {code} → the ten recovery codes, shown once. */
export function useConfirmTwoFactor() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: async (code: string) => recoveryCodesSchema.parse(await api.post<unknown>('/2fa/confirm', { code })),
    onSuccess: invalidate,
  });
}

/** POST /api/2fa/disable {code, password}. */
export function useDisableTwoFactor() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (body: { code: string; password: string }) => api.post<Done>('/2fa/disable', body),
    onSuccess: invalidate,
  });
}

/** POST /api/email/verify/send: mails a verification link to the primary email. */
export function useSendVerification() {
  return useMutation({ mutationFn: () => api.post<Done>('/email/verify/send') });
}
