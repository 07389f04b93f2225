// The risk desk: the leader's book (GET /api/admin/risk/exposure, then the staff socket's 'risk-exposure'),
// the client lists, stop-outs, limits and the dealer's switches.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClientsResponse,
  DealerSwitch,
  ExposureResponse,
  LimitRequest,
  MarginCallsResponse,
  RiskLimit,
  RiskPeriod,
  StopOutRow,
  SwitchRequest,
} from '@platform/shared/risk';
import { socketClient } from '../../../lib/socket-client.ts';
import { adminApi, queryString } from './admin-request.ts';

const exposureKey = ['admin', 'risk', 'exposure'] as const;
/** The desk's lists that a fill, a close or a stop-out can change: read again when the book moves. */
const listKeys = [
  ['admin', 'risk', 'clients'],
  ['admin', 'risk', 'margin-calls'],
  ['admin', 'risk', 'stop-outs'],
  ['admin', 'risk', 'limits'],
] as const;
/** Ticks push the book every second: the lists are read again at most this often. */
const LIST_REFRESH_MS = 2_000;

/** The book, kept live by the socket (no polling): each push replaces the cached answer. */
export function useExposure() {
  const client = useQueryClient();
  useEffect(
    () =>
      socketClient.on('risk-exposure', (book) => {
        client.setQueryData(exposureKey, book);
      }),
    [client],
  );
  return useQuery({
    queryKey: exposureKey,
    queryFn: ({ signal }) => adminApi.get<ExposureResponse>(`/admin/risk/exposure${queryString({ demo: 'true' })}`, signal),
  });
}

/**
 * Keeps the desk's lists live without polling: each book the socket pushes (a fill, a close, a stop-out,
 * a price move) or limit crossing marks them stale, at most once per LIST_REFRESH_MS.
 */
export function useLiveDeskLists() {
  const client = useQueryClient();
  useEffect(() => {
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      last = Date.now();
      pending = null;
      for (const queryKey of listKeys) void client.invalidateQueries({ queryKey });
    };
    const onPush = () => {
      if (pending) return;
      const wait = last + LIST_REFRESH_MS - Date.now();
      if (wait <= 0) refresh();
      else pending = setTimeout(refresh, wait);
    };
    const offExposure = socketClient.on('risk-exposure', onPush);
    const offAlert = socketClient.on('risk-alert', onPush);
    return () => {
      offExposure();
      offAlert();
      if (pending) clearTimeout(pending);
    };
  }, [client]);
}

export function useClients(period: RiskPeriod) {
  return useQuery({
    queryKey: ['admin', 'risk', 'clients', period],
    queryFn: ({ signal }) => adminApi.get<ClientsResponse>(`/admin/risk/clients${queryString({ period, limit: 10 })}`, signal),
  });
}

export function useStopOuts() {
  return useQuery({
    queryKey: ['admin', 'risk', 'stop-outs'],
    queryFn: ({ signal }) => adminApi.get<{ positions: StopOutRow[] }>('/admin/risk/stop-outs', signal),
  });
}

export function useLimits() {
  return useQuery({
    queryKey: ['admin', 'risk', 'limits'],
    queryFn: ({ signal }) => adminApi.get<{ limits: RiskLimit[] }>('/admin/risk/limits', signal),
  });
}

export function useSaveLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LimitRequest) => adminApi.post<{ limit: RiskLimit }>('/admin/risk/limits', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'risk', 'limits'] }),
  });
}

export function useDeleteLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.delete<{ status: string }>(`/admin/risk/limits/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'risk', 'limits'] }),
  });
}

export function useMarginCalls(distance: number) {
  return useQuery({
    queryKey: ['admin', 'risk', 'margin-calls', distance],
    queryFn: ({ signal }) => adminApi.get<MarginCallsResponse>(`/admin/risk/margin-calls${queryString({ distance })}`, signal),
  });
}

export function useSwitches() {
  return useQuery({
    queryKey: ['admin', 'risk', 'switches'],
    queryFn: ({ signal }) => adminApi.get<{ switches: DealerSwitch[] }>('/admin/risk/switches', signal),
  });
}

export function useSetSwitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SwitchRequest) => adminApi.post<{ message: string }>('/admin/risk/switches', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'risk'] }),
  });
}
