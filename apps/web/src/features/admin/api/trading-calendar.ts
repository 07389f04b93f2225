// GET /api/admin/trading-calendar — the broker's sessions, holidays and triple-swap days, with every symbol's place in the tree.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TradingCalendarResponse } from '@platform/shared/trading-sessions';
import { adminApi } from './admin-request.ts';

export const tradingCalendarKey = ['admin', 'trading-calendar'] as const;

export const tradingCalendarQuery = () =>
  queryOptions({
    queryKey: tradingCalendarKey,
    queryFn: ({ signal }) => adminApi.get<TradingCalendarResponse>('/admin/trading-calendar', signal),
  });

export const useTradingCalendar = () => useQuery(tradingCalendarQuery());
