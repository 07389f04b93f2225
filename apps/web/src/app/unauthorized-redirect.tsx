import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { loadedQueryClient } from '../lib/loaded-query-client.ts';
import { tokenStore } from '../lib/token-store.ts';

const PUBLIC_PATHS = ['/login', '/register', '/register-classic'];

/** Any 401: forget the token and cached data, then a client-side move to /login (spec §7). */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      tokenStore.clear();
      loadedQueryClient()?.clear();
      // On the public screens a 401 (a wrong password) must not wipe the form or its ?ref.
      if (!PUBLIC_PATHS.includes(window.location.pathname)) void navigate('/login', { replace: true });
    });
  }, [navigate]);
  return null;
}
