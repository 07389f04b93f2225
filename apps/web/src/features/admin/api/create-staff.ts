// POST /api/admin/staff {email, name, role, password}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCreate, StaffMember } from '@platform/shared/admin';
import { adminApi } from './admin-request.ts';
import { staffKey } from './staff.ts';

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCreate) => adminApi.post<StaffMember>('/admin/staff', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
