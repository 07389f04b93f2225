import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@platform/shared/passwords';
import { api } from '../../../lib/api-client.ts';

/** POST /api/user/change-password; the server signs the trader's other sessions out. */
export function changePassword(request: ChangePasswordRequest): Promise<unknown> {
  return api.post('/user/change-password', request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
