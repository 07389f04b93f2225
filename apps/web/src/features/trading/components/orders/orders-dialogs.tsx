import { lazy, Suspense } from 'react';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { OpenPositionsTable } from './open-positions-table.tsx';

// The pending and history lists load when their dialog first opens: a first view shows neither.
const PendingOrdersTable = lazy(() => import('./pending-orders-table.tsx').then((module) => ({ default: module.PendingOrdersTable })));
const TradeHistoryTable = lazy(() => import('./trade-history-table.tsx').then((module) => ({ default: module.TradeHistoryTable })));

export type OrdersDialogName = 'pending' | 'open' | 'history';

/** The footer's three lists (spec §2), one dialog at a time. */
export function OrdersDialog({ name, onClose }: { name: OrdersDialogName | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={name !== null} onOpenChange={(open) => !open && onClose()} title={name ? t(`trading.dialogs.${name}`) : ''} size="xl">
      <Suspense fallback={null}>
        {name === 'pending' && <PendingOrdersTable />}
        {name === 'open' && <OpenPositionsTable />}
        {name === 'history' && <TradeHistoryTable />}
      </Suspense>
    </Dialog>
  );
}
