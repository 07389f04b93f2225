// GET /api/admin/groups — every client group with its rules and how many accounts it holds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientGroup } from '@platform/shared/client-groups';
import { adminApi } from './admin-request.ts';

export const clientGroupsKey = ['admin', 'groups'] as const;

export const clientGroupsQuery = () =>
  queryOptions({
    queryKey: clientGroupsKey,
    queryFn: ({ signal }) => adminApi.get<{ groups: ClientGroup[] }>('/admin/groups', signal),
  });

export const useClientGroups = () => useQuery(clientGroupsQuery());
