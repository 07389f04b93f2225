// GET /api/admin/access: whether the staff guard lets this session in (it may ask for two-factor sign-in first).
import { useQuery } from '@tanstack/react-query';
import { adminApi } from './admin-request.ts';

export const accessKey = ['admin', 'access'] as const;

export function useBackOfficeAccess(enabled: boolean) {
  return useQuery({
    queryKey: accessKey,
    queryFn: ({ signal }) => adminApi.get<{ status: 'success' }>('/admin/access', signal),
    enabled,
    retry: false,
  });
}
