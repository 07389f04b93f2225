import { Fragment, useState } from 'react';
import type { SymbolSpec } from '@platform/shared/symbols';
import type { StopOutForecast } from '@platform/shared/stop-out-forecast';
import { Button } from '../../../../components/ui/button.tsx';
import { formatDateTime, formatLots, formatPrice } from '../../lib/format.ts';
import type { OpenPosition } from '../../hooks/use-live-positions.ts';
import { DateTimeCell, DirectionCell, ProfitCell } from './order-cells.tsx';
import { OrderDetails } from './order-details.tsx';

export const OPEN_COLUMNS = 14;

interface OpenPositionRowProps {
  position: OpenPosition;
  compact: boolean;
  spec: SymbolSpec | undefined;
  forecast: StopOutForecast | null;
  onEditStops: () => void;
  onClose: () => void;
}

const formatPips = (pips: number) => (Number.isInteger(pips) ? String(pips) : pips.toFixed(1));

/** Distance from the open price in pips, positive when in the trader's favour. */
function distancePips({ order, live }: OpenPosition, pipSize: number): string {
  if (live.currentPrice === null || order.open_price === null) return '—';
  const direction = order.side === 'buy' ? 1 : -1;
  return (((live.currentPrice - order.open_price) * direction) / pipSize).toFixed(1);
}

export function OpenPositionRow({ position, compact, spec, forecast, onEditStops, onClose }: OpenPositionRowProps) {
  const [expanded, setExpanded] = useState(false);
  const { order, live } = position;
  const digits = spec?.digits ?? 5;
  return (
    <Fragment>
      <tr data-order-id={order.id}>
        <td>
          <button type="button" className="orders-table__id" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            #{order.id}
          </button>
        </td>
        {!compact && <DateTimeCell value={order.open_time} />}
        <td>{order.symbol}</td>
        <DirectionCell order={order} />
        <td className="orders-table__num">{formatLots(order.volume)}</td>
        {!compact && <td className="orders-table__num">{distancePips(position, spec?.pip_size ?? 0.0001)}</td>}
        <td className="orders-table__num">{formatPrice(order.open_price, digits)}</td>
        <td className="orders-table__num">{formatPrice(live.currentPrice, digits)}</td>
        <td>
          <Button
            size="sm"
            variant="secondary"
            className="orders-table__level"
            aria-label={`S/L of order ${order.id}`}
            onClick={onEditStops}
          >
            {order.stop_loss_price === null ? 'S/L' : formatPrice(order.stop_loss_price, digits)}
          </Button>
          {order.trailing_stop_pips !== null && (
            <span className="orders-table__level-note">Trailing {formatPips(order.trailing_stop_pips)} pips</span>
          )}
          {order.break_even_pips !== null && (
            <span className="orders-table__level-note">Break-even at +{formatPips(order.break_even_pips)} pips</span>
          )}
        </td>
        <td>
          <Button
            size="sm"
            variant="secondary"
            className="orders-table__level"
            aria-label={`T/P of order ${order.id}`}
            onClick={onEditStops}
          >
            {order.take_profit_price === null ? 'T/P' : formatPrice(order.take_profit_price, digits)}
          </Button>
        </td>
        {!compact && <td className="orders-table__num">{order.swap.toFixed(2)}</td>}
        {!compact && (
          <td
            className="orders-table__num"
            title={
              forecast
                ? `Margin call (100 %) at ${formatPrice(forecast.marginCallPrice, digits)}, stop-out (50 %) at ${formatPrice(forecast.stopOutPrice, digits)}, other prices unchanged`
                : undefined
            }
          >
            {formatPrice(forecast?.stopOutPrice ?? null, digits)}
          </td>
        )}
        <ProfitCell value={live.profit} />
        <td>
          <Button size="sm" variant="danger" disabled={live.profit === null || live.currentPrice === null} onClick={onClose}>
            CLOSE
          </Button>
        </td>
      </tr>
      {expanded && (
        <tr className="orders-table__details">
          <td colSpan={OPEN_COLUMNS}>
            {compact && (
              <span className="orders-table__muted">
                Opened {formatDateTime(order.open_time)} · Swap {order.swap.toFixed(2)} ·{' '}
              </span>
            )}
            <OrderDetails order={order} digits={digits} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}
