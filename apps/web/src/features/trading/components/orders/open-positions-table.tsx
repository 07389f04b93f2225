import { useState } from 'react';
import type { Order } from '@platform/shared/orders';
import { useSymbolSheet } from '../../api/get-symbol-sheet.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useLivePositions } from '../../hooks/use-live-positions.ts';
import { useStopOutForecasts } from '../../hooks/use-stop-out-forecasts.ts';
import { forecastForPosition } from '../../lib/position-forecast.ts';
import { CloseAllBar } from './close-all-bar.tsx';
import { CloseTradeDialog, StopsEditorDialog } from './lazy-editors.tsx';
import { EmptyRow } from './order-cells.tsx';
import { OPEN_COLUMNS, OpenPositionRow } from './open-position-row.tsx';
import '../controls.css';
import './orders-table.css';

const headings = [
  'orderId',
  'opened',
  'asset',
  'direction',
  'volume',
  'distance',
  'openPrice',
  'currentPrice',
  'sl',
  'tp',
  'swap',
  'stopOut',
  'profit',
  '',
] as const;
/** Left out where space is short (the dashboard's trades area); the dialog shows every column. */
const COMPACT_HIDDEN = new Set<string>(['opened', 'distance', 'swap', 'stopOut']);
const numeric = new Set<string>(['volume', 'distance', 'openPrice', 'currentPrice', 'swap', 'stopOut', 'profit']);

/** Open positions, live: the Open Orders dialog's table and the dashboard's trades area (compact). */
export function OpenPositionsTable({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { positions, isLoading } = useLivePositions();
  const sheet = useSymbolSheet();
  const forecasts = useStopOutForecasts();
  const [editing, setEditing] = useState<Order | null>(null);
  const [closing, setClosing] = useState<Order | null>(null);
  const live = (order: Order | null) => positions.find((position) => position.order.id === order?.id);
  const specOf = (symbol: string) => sheet?.find((spec) => spec.symbol === symbol);

  return (
    <div className="orders-table-wrap">
      {!compact && <CloseAllBar positions={positions} />}
      <table className="orders-table" aria-label={t('trading.tables.openOrders')}>
        <thead>
          <tr>
            {headings
              .filter((heading) => !compact || !COMPACT_HIDDEN.has(heading))
              .map((heading, index) => (
                <th key={index} className={numeric.has(heading) ? 'orders-table__num' : undefined}>
                  {heading && t(`trading.columns.${heading}`)}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>
          {positions.length === 0 && !isLoading && (
            <EmptyRow columns={compact ? OPEN_COLUMNS - COMPACT_HIDDEN.size : OPEN_COLUMNS} text={t('trading.tables.noOpenOrders')} />
          )}
          {positions.map((position) => (
            <OpenPositionRow
              key={position.order.id}
              position={position}
              compact={compact}
              spec={specOf(position.order.symbol)}
              forecast={forecastForPosition(forecasts.bySymbol.get(position.order.symbol), position.live.currentPrice)}
              onEditStops={() => setEditing(position.order)}
              onClose={() => setClosing(position.order)}
            />
          ))}
        </tbody>
      </table>
      {editing && <StopsEditorDialog position={live(editing)} spec={specOf(editing.symbol)} onDone={() => setEditing(null)} />}
      {closing && <CloseTradeDialog position={live(closing)} spec={specOf(closing.symbol)} onDone={() => setClosing(null)} />}
    </div>
  );
}
