// GET /api/symbols/{symbol}/specification — the symbol's contract under the trader's own group.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { specificationResponseSchema } from '@platform/shared/client-groups';
import { api } from '../../../lib/api-client.ts';

export const specificationQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['specification', symbol] as const,
    queryFn: async ({ signal }) =>
      specificationResponseSchema.parse(await api.get(`/symbols/${encodeURIComponent(symbol)}/specification`, signal)).specification,
    // The spread and margin move with the price; the rest with a staff edit.
    staleTime: 5_000,
  });

export const useSpecification = (symbol: string, enabled: boolean) => useQuery({ ...specificationQuery(symbol), enabled });
