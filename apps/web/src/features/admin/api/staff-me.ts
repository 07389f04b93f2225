// Who is signed in to the back office (GET /api/me); its role decides the nav and the screens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '@platform/shared/user';
import { adminApi } from './admin-request.ts';

export const staffMeKey = ['admin', 'me'] as const;

export const staffMeQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...staffMeKey, token],
    queryFn: async ({ signal }): Promise<Me> => meSchema.parse(await adminApi.get('/me', signal)),
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });

export function useStaffMe(token: string | null) {
  return useQuery(staffMeQuery(token));
}
