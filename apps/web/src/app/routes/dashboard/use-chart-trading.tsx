import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { LOTS_MIN } from '@platform/shared/order-limits';
import type { Order } from '@platform/shared/orders';
import { useChartLayout } from '../../../components/chart/layout/use-chart-layout.ts';
import { useAlertLines } from '../../../features/alerts/hooks/use-alert-lines.ts';
import { usePriceLines } from '../../../features/trading/hooks/use-price-lines.ts';
import { useLineMoves } from '../../../features/trading/hooks/use-line-moves.ts';
import { useExecutions } from '../../../features/trading/hooks/use-executions.ts';
import { getTick } from '../../../lib/tick-store.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { useCreateAlert } from '../../../features/alerts/api/create-alert.ts';
import { pendingKindsAt, useChartOrders, type ChartOrder } from '../../../features/trading/hooks/use-chart-orders.ts';
import { directionText } from '../../../features/trading/lib/direction-text.ts';
import { OneClickToggle } from '../../../features/trading/components/chart-trading/one-click-toggle.tsx';

// Loaded on first use, not with the chart: the confirm of a dragged line and the one-click panel
// (shown only while one-click trading is on).
const LineMoveDialog = lazy(() =>
  import('../../../features/trading/components/chart-trading/line-move-dialog.tsx').then((module) => ({ default: module.LineMoveDialog })),
);
const OneClickPanel = lazy(() =>
  import('../../../features/trading/components/chart-trading/one-click-panel.tsx').then((module) => ({ default: module.OneClickPanel })),
);

/**
 * Trading from the chart, shared by the desktop dashboard and the phone screen: draggable trade
 * lines (with their confirm), alert lines, the trader's executions, and one-click trading (its
 * switch also lets dragged lines change orders without a confirm).
 */
export function useChartTrading(symbol: string, digits: number, defaultInterval: number, { phone = false } = {}) {
  const { layout, update } = useChartLayout(defaultInterval);
  // The quote is read when needed, not subscribed to: the chart must not re-render at every tick.
  const currentPriceOf = useCallback(
    (order: Order) => {
      const tick = getTick(symbol);
      return tick ? (order.side === 'buy' ? tick.bid : tick.ask) : null;
    },
    [symbol],
  );
  const moves = useLineMoves({ oneClick: layout.one_click, currentPriceOf });
  const tradeLines = usePriceLines(symbol, { onMove: moves.request, currentPriceOf });
  const alertLines = useAlertLines(symbol);
  const priceLines = useMemo(() => [...tradeLines, ...alertLines], [tradeLines, alertLines]);
  const executions = useExecutions(symbol);
  const [volume, setVolume] = useState(LOTS_MIN);
  const orders = useChartOrders(layout.one_click);
  const createAlert = useCreateAlert();
  const { t } = useTranslation();
  const orderText = (order: Omit<ChartOrder, 'symbol'>) =>
    t('chartTrading.pendingAt', {
      order: directionText({ side: order.side, order_type: order.kind }, t),
      volume: order.volume.toFixed(2),
      price: order.price.toFixed(digits),
    });
  const renderMenu = (price: number) => {
    const quote = getTick(symbol);
    return (
      <>
        {quote &&
          pendingKindsAt(price, quote).map(({ side, kind }) => (
            <DropdownMenuItem key={`${side}-${kind}`} onSelect={() => orders.request({ symbol, side, kind, price, volume })}>
              {orderText({ side, kind, price, volume })}
            </DropdownMenuItem>
          ))}
        <DropdownMenuItem
          onSelect={() =>
            createAlert.mutate(
              { symbol, price, condition: quote && price < quote.bid ? 'bid_crosses_below' : 'bid_crosses_above' },
              {
                onSuccess: () => toast.success(t('chartTrading.alertSet', { price: price.toFixed(digits) })),
                onError: (error) => toast.error(t('chartTrading.alertNotSet'), serverMessageOr(error, t('chartTrading.alertNotSet'))),
              },
            )
          }
        >
          {t('chartTrading.alertAt', { price: price.toFixed(digits) })}
        </DropdownMenuItem>
      </>
    );
  };
  // A stable function for the chart (it is memoised), reading this render's state when called.
  const latestMenu = useRef(renderMenu);
  latestMenu.current = renderMenu;
  const priceMenu = useCallback((price: number): ReactNode => latestMenu.current(price), []);
  const overlay = useMemo(
    () =>
      // The phone screen's own SELL/BUY bar is its one-tap panel: the chart keeps its room.
      layout.one_click && !phone ? (
        <Suspense fallback={null}>
          <OneClickPanel symbol={symbol} digits={digits} volume={volume} onVolume={setVolume} />
        </Suspense>
      ) : undefined,
    [layout.one_click, phone, symbol, digits, volume],
  );
  const chartProps = useMemo(
    () => ({ priceLines, executions, overlay, priceMenu: phone ? undefined : priceMenu }),
    [priceLines, executions, overlay, phone, priceMenu],
  );
  const oneClickToggle = useMemo(
    () => <OneClickToggle on={layout.one_click} acknowledged={layout.one_click_acknowledged} onChange={update} short={phone} />,
    [layout.one_click, layout.one_click_acknowledged, update, phone],
  );

  return {
    chartProps,
    oneClickToggle,
    /** Whether one-click trading is on: the phone's SELL/BUY then place at a tap, else after a confirm. */
    oneClick: layout.one_click,
    dialog: (
      <>
        {moves.pending && (
          <Suspense fallback={null}>
            <LineMoveDialog
              move={moves.pending}
              digits={digits}
              trailingPips={moves.trailingPipsOf(moves.pending)}
              onTrail={moves.setTrail}
              onConfirm={moves.confirm}
              onCancel={moves.cancel}
            />
          </Suspense>
        )}
        {orders.pending && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && orders.cancel()}
            title={t('chartTrading.placeTitle')}
            description={`${orderText(orders.pending)} · ${symbol}`}
            confirmLabel={t('chartTrading.place')}
            cancelLabel={t('common.cancel')}
            onConfirm={orders.confirm}
          />
        )}
      </>
    ),
  };
}
