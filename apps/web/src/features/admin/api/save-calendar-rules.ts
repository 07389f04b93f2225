// PUT /api/admin/trading-calendar/rules — one symbol group's or symbol's sessions, holidays and triple-swap day (audited; every instance applies it at once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TradingCalendarResponse } from '@platform/shared/trading-sessions';
import { adminApi } from './admin-request.ts';
import { tradingCalendarKey } from './trading-calendar.ts';

/** The target's rules as the form sends them (times as HH:MM). */
export interface CalendarRulesRequest {
  target_kind: 'path' | 'symbol';
  target: string;
  sessions: Array<{ kind: 'quote' | 'trade'; weekday: number; open: string; close: string }>;
  holidays: Array<{ date: string; name: string; open: string | null; close: string | null }>;
  triple_swap_day: string;
}

export function useSaveCalendarRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CalendarRulesRequest) => adminApi.put<TradingCalendarResponse>('/admin/trading-calendar/rules', request),
    onSuccess: (calendar) => queryClient.setQueryData(tradingCalendarKey, calendar),
  });
}
