// GET /api/admin/traders/{id} — profile, figures, positions, orders, money, KYC and tickets.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TraderDetail } from '@platform/shared/admin';
import { adminApi } from './admin-request.ts';

export const traderKey = (id: number) => ['admin', 'trader', id] as const;

export const traderQuery = (id: number) =>
  queryOptions({ queryKey: traderKey(id), queryFn: ({ signal }) => adminApi.get<TraderDetail>(`/admin/traders/${id}`, signal) });

export const useTrader = (id: number) => useQuery(traderQuery(id));
