// GET /api/admin/hedging/session — the FIX session to the LP as its holder recorded it, then kept live by
// the staff socket's 'hedging-session' (no polling).
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hedgeSessionSchema } from '@platform/shared/hedging';
import { socketClient } from '../../../lib/socket-client.ts';
import { adminApi } from './admin-request.ts';

export const hedgeSessionKey = ['admin', 'hedging', 'session'] as const;

export function useHedgeSession() {
  const client = useQueryClient();
  useEffect(() => socketClient.on('hedging-session', (session) => client.setQueryData(hedgeSessionKey, session)), [client]);
  return useQuery({
    queryKey: hedgeSessionKey,
    queryFn: async ({ signal }) => hedgeSessionSchema.parse(await adminApi.get<unknown>('/admin/hedging/session', signal)),
  });
}
