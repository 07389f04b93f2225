import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenAccountRequest, OpenAccountResponse } from '@platform/shared/trading-accounts';
import { api } from '../../../lib/api-client.ts';
import type { MutationHandlers } from './mutation-handlers.ts';
import { accountsQueryKey } from './get-accounts.ts';

export function openAccount(input: OpenAccountRequest): Promise<OpenAccountResponse> {
  return api.post<OpenAccountResponse>('/accounts', input);
}

/**
 * POST /api/accounts; the list is read again with the new account in it. The answer's handlers are
 * the mutation's own, not mutate()'s: the menu that asked closes (and unmounts) before the answer comes.
 */
export function useOpenAccount(handlers: MutationHandlers<OpenAccountResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openAccount,
    ...handlers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
