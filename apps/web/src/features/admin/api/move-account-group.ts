// PUT /api/admin/accounts/{id}/group — moves one trading account to another group (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-request.ts';
import { clientGroupsKey } from './client-groups.ts';
import { accountConditionsKey } from './account-conditions.ts';
import { traderAccountGroupsKey } from './trader-account-groups.ts';

export function useMoveAccountGroup(traderId: number, accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) =>
      adminApi.put<{ account_id: number; group: { id: number; name: string } }>(`/admin/accounts/${accountId}/group`, {
        group_id: groupId,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientGroupsKey });
      void queryClient.invalidateQueries({ queryKey: accountConditionsKey(accountId) });
      void queryClient.invalidateQueries({ queryKey: traderAccountGroupsKey(traderId) });
    },
  });
}
