// POST /api/logout, then forget the token and every back-office query.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-request.ts';
import { adminSession } from './admin-session.ts';

export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.post('/logout').catch(() => undefined),
    onSettled: () => {
      adminSession.signOut();
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.removeQueries({ queryKey: ['me'] });
    },
  });
}
