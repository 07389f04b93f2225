import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { tokenStore } from '../../lib/token-store.ts';

/** Revokes the session on the server (best effort), forgets it locally and goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await api.post('/logout');
    } catch {
      // The token is dropped locally either way; an expired one is already revoked.
    }
    tokenStore.clear();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
