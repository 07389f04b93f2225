import { useMemo } from 'react';
import { useAlerts } from '../api/get-alerts.ts';

const ALERT_COLOUR = '#f59e0b';

/** The symbol's active alerts as chart lines (same shape as the trade lines). */
export function useAlertLines(symbol: string): { price: number; color: string; title: string }[] {
  const alerts = useAlerts().data;
  return useMemo(
    () =>
      (alerts ?? [])
        .filter((alert) => alert.symbol === symbol && alert.status === 'active')
        .map((alert) => ({ price: alert.price, color: ALERT_COLOUR, title: `⏰ ${alert.note || alert.condition.replaceAll('_', ' ')}` })),
    [alerts, symbol],
  );
}
