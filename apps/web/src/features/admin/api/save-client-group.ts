// POST /api/admin/groups (new) or PATCH /api/admin/groups/{id} (edit, archive) — applies on every instance without a restart.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientGroup, GroupInput } from '@platform/shared/client-groups';
import { adminApi } from './admin-request.ts';
import { clientGroupsKey } from './client-groups.ts';

export function useSaveClientGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: GroupInput & { archived?: boolean } }) =>
      id === null
        ? adminApi.post<{ group: ClientGroup }>('/admin/groups', input)
        : adminApi.patch<{ group: ClientGroup }>(`/admin/groups/${id}`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientGroupsKey }),
  });
}
