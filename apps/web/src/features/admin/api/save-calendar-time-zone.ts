// PUT /api/admin/trading-calendar/time-zone — the zone every session and holiday is read in (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TradingCalendarResponse } from '@platform/shared/trading-sessions';
import { adminApi } from './admin-request.ts';
import { tradingCalendarKey } from './trading-calendar.ts';

export function useSaveCalendarTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => adminApi.put<TradingCalendarResponse>('/admin/trading-calendar/time-zone', { time_zone: timeZone }),
    onSuccess: (calendar) => queryClient.setQueryData(tradingCalendarKey, calendar),
  });
}
