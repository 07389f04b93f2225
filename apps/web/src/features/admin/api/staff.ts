// GET /api/admin/staff — every staff login (admin only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@platform/shared/admin';
import { adminApi } from './admin-request.ts';

export const staffKey = ['admin', 'staff'] as const;

export const staffQuery = () =>
  queryOptions({ queryKey: staffKey, queryFn: ({ signal }) => adminApi.get<{ items: StaffMember[] }>('/admin/staff', signal) });

export const useStaff = () => useQuery(staffQuery());
