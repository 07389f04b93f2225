// GET, PUT /api/admin/hedging/uncovered-limits, DELETE /api/admin/hedging/uncovered-limits/{id} — the desk's
// thresholds on uncovered exposure (audited); read again when the staff socket says the book or an alert moved.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uncoveredLimitListSchema, uncoveredLimitSchema, type UncoveredLimitRequest } from '@platform/shared/hedging';
import { okSchema } from '@platform/shared/answers';
import { socketClient } from '../../../lib/socket-client.ts';
import { adminApi } from './admin-request.ts';

export const uncoveredLimitsKey = ['admin', 'hedging', 'uncovered-limits'] as const;

/** Coverage pushes come every second while positions are held: the figures are read again at most this often. */
const REFRESH_MS = 5_000;

export function useUncoveredLimits() {
  const client = useQueryClient();
  useEffect(() => {
    let last = Date.now();
    let pending: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      last = Date.now();
      pending = null;
      void client.invalidateQueries({ queryKey: uncoveredLimitsKey });
    };
    const offCoverage = socketClient.on('hedging-coverage', () => {
      if (pending) return;
      const wait = last + REFRESH_MS - Date.now();
      if (wait <= 0) refresh();
      else pending = setTimeout(refresh, wait);
    });
    // A crossing is news: read at once.
    const offAlert = socketClient.on('hedging-alert', refresh);
    return () => {
      offCoverage();
      offAlert();
      if (pending) clearTimeout(pending);
    };
  }, [client]);
  return useQuery({
    queryKey: uncoveredLimitsKey,
    queryFn: async ({ signal }) => uncoveredLimitListSchema.parse(await adminApi.get<unknown>('/admin/hedging/uncovered-limits', signal)),
  });
}

/** Adds a threshold or replaces the one on the same symbol or group. */
export function useSaveUncoveredLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (limit: UncoveredLimitRequest) =>
      uncoveredLimitSchema.parse(await adminApi.put<unknown>('/admin/hedging/uncovered-limits', limit)),
    onSuccess: () => client.invalidateQueries({ queryKey: uncoveredLimitsKey }),
  });
}

export function useDeleteUncoveredLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => okSchema.parse(await adminApi.delete<unknown>(`/admin/hedging/uncovered-limits/${id}`)),
    onSuccess: () => client.invalidateQueries({ queryKey: uncoveredLimitsKey }),
  });
}
