// Two-factor set-up from the back office gate: the same /api/2fa calls the profile uses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoveryCodesSchema, twoFactorEnrolmentSchema } from '@platform/shared/security';
import { adminApi } from './admin-request.ts';
import { accessKey } from './back-office-access.ts';
import { staffMeKey } from './staff-me.ts';

export function useStaffEnrol() {
  return useMutation({
    mutationFn: async (password: string) => twoFactorEnrolmentSchema.parse(await adminApi.post<unknown>('/2fa/enrol', { password })),
  });
}

export function useStaffConfirm() {
  return useMutation({
    mutationFn: async (code: string) => recoveryCodesSchema.parse(await adminApi.post<unknown>('/2fa/confirm', { code })),
  });
}

/** After the recovery codes were read: ask the gate again. */
export function useRecheckAccess() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: accessKey }), queryClient.invalidateQueries({ queryKey: staffMeKey })]);
}
