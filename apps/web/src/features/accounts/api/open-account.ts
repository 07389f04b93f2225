import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenAccountRequest, OpenAccountResponse } from '@platform/shared/trading-accounts';
import { api } from '../../../lib/api-client.ts';
import { accountsQueryKey } from './get-accounts.ts';

export function openAccount(input: OpenAccountRequest): Promise<OpenAccountResponse> {
  return api.post<OpenAccountResponse>('/accounts', input);
}

/** POST /api/accounts; the list is read again with the new account in it. */
export function useOpenAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
