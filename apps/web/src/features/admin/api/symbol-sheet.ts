// GET /api/admin/symbols — the broker's symbol sheet, disabled symbols included.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SymbolSpec } from '@platform/shared/symbols';
import { adminApi } from './admin-request.ts';

export const symbolSheetKey = ['admin', 'symbols'] as const;

export const symbolSheetQuery = () =>
  queryOptions({ queryKey: symbolSheetKey, queryFn: ({ signal }) => adminApi.get<{ items: SymbolSpec[] }>('/admin/symbols', signal) });

export const useSymbolSheet = () => useQuery(symbolSheetQuery());
