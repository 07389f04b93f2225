// PUT /api/admin/traders/{id}/group — moves the account to another group (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-request.ts';
import { clientGroupsKey } from './client-groups.ts';
import { accountConditionsKey } from './account-conditions.ts';

export function useMoveAccountGroup(traderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) =>
      adminApi.put<{ group: { id: number; name: string } }>(`/admin/traders/${traderId}/group`, { group_id: groupId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientGroupsKey });
      void queryClient.invalidateQueries({ queryKey: accountConditionsKey(traderId) });
    },
  });
}
