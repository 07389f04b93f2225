// PATCH /api/admin/staff/{id} {role?, status?}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, StaffRole } from '@platform/shared/admin';
import { adminApi } from './admin-request.ts';
import { staffKey } from './staff.ts';

export interface StaffChange {
  id: number;
  role?: StaffRole;
  status?: 'active' | 'disabled';
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: StaffChange) => adminApi.patch<StaffMember>(`/admin/staff/${id}`, changes),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
