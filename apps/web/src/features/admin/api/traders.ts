// GET /api/admin/traders — search by name or email, paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, TraderSummary } from '@platform/shared/admin';
import { adminApi, queryString } from './admin-request.ts';

export interface TradersParams {
  search: string;
  status: 'active' | 'disabled' | 'all';
  accountType: 'demo' | 'live' | 'all';
  page: number;
}

export const tradersKey = ['admin', 'traders'] as const;

export const tradersQuery = (params: TradersParams) =>
  queryOptions({
    queryKey: [...tradersKey, params],
    queryFn: ({ signal }) =>
      adminApi.get<Page<TraderSummary>>(
        `/admin/traders${queryString({ search: params.search, status: params.status, account_type: params.accountType, page: params.page, page_size: 20 })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const useTraders = (params: TradersParams) => useQuery(tradersQuery(params));
