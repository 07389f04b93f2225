import { useMemo, useRef } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useAlerts } from '../api/get-alerts.ts';
import { useUpdateAlert } from '../api/update-alert.ts';

const ALERT_COLOUR = '#f59e0b';

/** The symbol's active alerts as chart lines (same shape as the trade lines); dragging one moves the alert. */
export function useAlertLines(symbol: string): {
  price: number;
  color: string;
  title: string;
  drag: { label: string; text: string; onDrop: (price: number) => void };
}[] {
  const { t } = useTranslation();
  const alerts = useAlerts().data;
  const update = useUpdateAlert();
  const mutate = useRef(update.mutate);
  mutate.current = update.mutate;
  return useMemo(
    () =>
      (alerts ?? [])
        .filter((alert) => alert.symbol === symbol && alert.status === 'active')
        .map((alert) => {
          const name = alert.note || t(`alerts.conditions.${alert.condition}`);
          const title = `⏰ ${name}`;
          return {
            price: alert.price,
            color: ALERT_COLOUR,
            title,
            drag: {
              label: t('chartTrading.dragAlert', { name }),
              text: title,
              onDrop: (price: number) =>
                mutate.current(
                  { id: alert.id, price },
                  {
                    onError: (error) =>
                      toast.error(t('chartTrading.alertMoveFailed'), serverMessageOr(error, t('chartTrading.alertMoveFailed'))),
                  },
                ),
            },
          };
        }),
    [alerts, symbol, t],
  );
}
