import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { makeDefaultResponseSchema } from '@platform/shared/trading-accounts';
import { api } from '../../../lib/api-client.ts';
import type { MutationHandlers } from './mutation-handlers.ts';
import { accountsQueryKey } from './get-accounts.ts';

type MakeDefaultResponse = z.infer<typeof makeDefaultResponseSchema>;

/**
 * POST /api/accounts/:id/default: calls that name no account (a new tab, the spec's screens) are for it
 * from now on. The handlers are the mutation's own, so they run after the menu that asked has closed.
 */
export function useMakeDefaultAccount(handlers: MutationHandlers<MakeDefaultResponse, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => api.post<MakeDefaultResponse>(`/accounts/${accountId}/default`, {}),
    ...handlers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
