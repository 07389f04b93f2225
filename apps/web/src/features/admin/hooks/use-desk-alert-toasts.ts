// The hedging desk's alerts (an LP session down, uncovered exposure over a threshold, a reconciliation
// difference) as a toast while the Hedging screen is open; the bell and the mail carry them too.
import { useEffect } from 'react';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { localMessage } from '../../../lib/server-message.ts';
import { socketClient } from '../../../lib/socket-client.ts';

export function useDeskAlertToasts() {
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(
    () =>
      socketClient.on('hedging-alert', (alert) =>
        toast.show({ title: t('admin.hedging.alertToast'), description: localMessage(alert.title), variant: 'warning' }),
      ),
    [toast, t],
  );
}
