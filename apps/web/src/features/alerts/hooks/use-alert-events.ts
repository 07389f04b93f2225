import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store.ts';
import { socketClient } from '../../../lib/socket-client.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { alertKeys } from '../api/query-keys.ts';

/** 'alert-triggered': refresh the alerts and the bell, show a toast, and a system notification when allowed; 'notification': refresh the bell. */
export function useAlertEvents() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.alerts });
      void queryClient.invalidateQueries({ queryKey: alertKeys.notifications });
    };
    const offAlert = socketClient.on('alert-triggered', ({ alert, price }) => {
      refresh();
      const title = t('alerts.firedTitle', { symbol: alert.symbol });
      const condition: string = t(`alerts.conditions.${alert.condition}`);
      const body = t('alerts.firedBody', { condition, price: String(alert.price), now: String(price) });
      toast.info(title, alert.note || body);
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted')
        new Notification(title, { body: alert.note ? `${body} · ${alert.note}` : body, tag: `alert-${alert.id}` });
    });
    // The account's news (modules/notifications): the bell refetches.
    const offNews = socketClient.on('notification', () => void queryClient.invalidateQueries({ queryKey: alertKeys.notifications }));
    // Alerts that fired while the socket was away: catch up on every (re)connection.
    const offState = socketClient.onStateChange((state) => state === 'connected' && refresh());
    return () => {
      offAlert();
      offNews();
      offState();
    };
  }, [queryClient, t]);
}
