// GET /api/admin/kyc — the review queue (pending by default), paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminKycItem, Page } from '@platform/shared/admin';
import { adminApi, queryString } from './admin-request.ts';

export interface KycQueueParams {
  status: 'pending' | 'approved' | 'rejected' | 'all';
  search: string;
  page: number;
}

export const kycQueueKey = ['admin', 'kyc'] as const;

export const kycQueueQuery = (params: KycQueueParams) =>
  queryOptions({
    queryKey: [...kycQueueKey, params],
    queryFn: ({ signal }) => adminApi.get<Page<AdminKycItem>>(`/admin/kyc${queryString({ ...params, page_size: 20 })}`, signal),
    placeholderData: keepPreviousData,
  });

export const useKycQueue = (params: KycQueueParams) => useQuery(kycQueueQuery(params));
