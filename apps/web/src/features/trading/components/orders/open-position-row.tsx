import { Fragment, lazy, Suspense, useState } from 'react';
import type { SymbolSpec } from '@platform/shared/symbols';
import { pipSize } from '@platform/shared/pip-size';
import type { StopOutForecast } from '@platform/shared/stop-out-forecast';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { withCatalogue } from '../../../../lib/i18n/load-catalogue.ts';
import type { OpenPosition } from '../../hooks/use-live-positions.ts';
import { DateTimeCell, DirectionCell, ProfitCell } from './order-cells.tsx';
import { formatDateTime, formatLots, formatPrice } from '../../../../lib/format.ts';

// How a trade was filled shows when its row is expanded: its code loads then.
const OrderDetails = lazy(
  withCatalogue(['orderEditors'], () => import('./order-details.tsx').then((module) => ({ default: module.OrderDetails }))),
);

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
function distancePips({ order, live }: OpenPosition, spec: SymbolSpec | undefined): string {
  if (live.currentPrice === null || order.open_price === null || !spec) return '—';
  const direction = order.side === 'buy' ? 1 : -1;
  return (((live.currentPrice - order.open_price) * direction) / pipSize(spec)).toFixed(1);
}

export function OpenPositionRow({ position, compact, spec, forecast, onEditStops, onClose }: OpenPositionRowProps) {
  const [expanded, setExpanded] = useState(false);
  const { order, live } = position;
  const digits = spec?.digits ?? 5;
  const { t } = useTranslation();
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
        {!compact && <td className="orders-table__num">{distancePips(position, spec)}</td>}
        <td className="orders-table__num">{formatPrice(order.open_price, digits)}</td>
        <td className="orders-table__num">{formatPrice(live.currentPrice, digits)}</td>
        <td>
          <Button
            size="sm"
            variant="secondary"
            className="orders-table__level"
            aria-label={t('trading.position.slOf', { id: String(order.id) })}
            onClick={onEditStops}
          >
            {order.stop_loss_price === null ? t('trading.columns.sl') : formatPrice(order.stop_loss_price, digits)}
          </Button>
          {order.trailing_stop_pips !== null && (
            <span className="orders-table__level-note">
              {t('trading.position.trailing', { pips: formatPips(order.trailing_stop_pips) })}
            </span>
          )}
          {order.break_even_pips !== null && (
            <span className="orders-table__level-note">{t('trading.position.breakEven', { pips: formatPips(order.break_even_pips) })}</span>
          )}
        </td>
        <td>
          <Button
            size="sm"
            variant="secondary"
            className="orders-table__level"
            aria-label={t('trading.position.tpOf', { id: String(order.id) })}
            onClick={onEditStops}
          >
            {order.take_profit_price === null ? t('trading.columns.tp') : formatPrice(order.take_profit_price, digits)}
          </Button>
          {order.take_profit_levels.map((level, index) => (
            <span key={level.price} className="orders-table__level-note">
              {t('trading.position.stagedTp', {
                n: String(index + 1),
                lots: formatLots(level.volume),
                price: formatPrice(level.price, digits),
              })}
            </span>
          ))}
        </td>
        {!compact && <td className="orders-table__num">{order.swap.toFixed(2)}</td>}
        {!compact && (
          <td
            className="orders-table__num"
            title={
              forecast
                ? t('trading.position.forecast', {
                    marginCall: formatPrice(forecast.marginCallPrice, digits),
                    stopOut: formatPrice(forecast.stopOutPrice, digits),
                  })
                : undefined
            }
          >
            {formatPrice(forecast?.stopOutPrice ?? null, digits)}
          </td>
        )}
        <ProfitCell value={live.profit} />
        <td className="orders-table__close-cell">
          <Button size="sm" variant="danger" disabled={live.profit === null || live.currentPrice === null} onClick={onClose}>
            {t('trading.close')}
          </Button>
        </td>
      </tr>
      {expanded && (
        <tr className="orders-table__details">
          <td colSpan={OPEN_COLUMNS}>
            {compact && (
              <span className="orders-table__muted">
                {t('trading.position.openedSwap', { time: formatDateTime(order.open_time), swap: order.swap.toFixed(2) })}
              </span>
            )}
            <Suspense fallback={null}>
              <OrderDetails order={order} digits={digits} />
            </Suspense>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
