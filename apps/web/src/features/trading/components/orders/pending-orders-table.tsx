import { useState } from 'react';
import type { Order } from '@platform/shared/orders';
import { useSymbolSheet } from '../../api/get-symbol-sheet.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { StopsEditorDialog } from './lazy-editors.tsx';
import { useOrders } from '../../api/get-orders.ts';
import { EmptyRow } from './order-cells.tsx';
import { PendingOrderRow } from './pending-order-row.tsx';
import { pendingForStopsEditor } from '../../lib/waiting-price.ts';
import './orders-table.css';

const headings = ['orderId', 'placed', 'asset', 'direction', 'volume', 'price', 'sl', 'tp', ''] as const;
const numeric = new Set<string>(['volume', 'price', 'sl', 'tp']);

/** Pending limit, stop and stop-limit orders and market orders queued while their market is closed. */
export function PendingOrdersTable() {
  const { t } = useTranslation();
  const orders = useOrders('pending');
  const sheet = useSymbolSheet();
  const [editing, setEditing] = useState<Order | null>(null);
  const current = orders.data?.find((order) => order.id === editing?.id);
  return (
    <div className="orders-table-wrap">
      <table className="orders-table" aria-label={t('trading.tables.pendingOrders')}>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={index} className={numeric.has(heading) ? 'orders-table__num' : undefined}>
                {heading && t(`trading.columns.${heading}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.data?.length === 0 && <EmptyRow columns={headings.length} text={t('trading.tables.noPendingOrders')} />}
          {orders.data?.map((order) => (
            <PendingOrderRow
              key={order.id}
              order={order}
              digits={sheet?.find((spec) => spec.symbol === order.symbol)?.digits ?? 5}
              onEditStops={() => setEditing(order)}
            />
          ))}
        </tbody>
      </table>
      {editing && (
        <StopsEditorDialog
          position={current && pendingForStopsEditor(current)}
          spec={sheet?.find((spec) => spec.symbol === editing.symbol)}
          onDone={() => setEditing(null)}
        />
      )}
    </div>
  );
}
