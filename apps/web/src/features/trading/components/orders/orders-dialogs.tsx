import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { OpenPositionsTable } from './open-positions-table.tsx';
import { PendingOrdersTable } from './pending-orders-table.tsx';
import { TradeHistoryTable } from './trade-history-table.tsx';

export type OrdersDialogName = 'pending' | 'open' | 'history';

/** The footer's three lists (spec §2), one dialog at a time. */
export function OrdersDialog({ name, onClose }: { name: OrdersDialogName | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={name !== null} onOpenChange={(open) => !open && onClose()} title={name ? t(`trading.dialogs.${name}`) : ''} size="xl">
      {name === 'pending' && <PendingOrdersTable />}
      {name === 'open' && <OpenPositionsTable />}
      {name === 'history' && <TradeHistoryTable />}
    </Dialog>
  );
}
