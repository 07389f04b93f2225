import { LiveAlertDialog } from '../dashboard/live-alert-dialog.tsx';
import { ContractSpecificationButton } from '../../../features/market/components/contract-specification-button.tsx';
import { pipSize } from '@platform/shared/pip-size';
import { useEffect, useMemo, useState } from 'react';
import { useChartTrading } from '../dashboard/use-chart-trading.tsx';
import { LOTS_MIN } from '@platform/shared/order-limits';
import type { OrderSide, PlaceOrderRequest } from '@platform/shared/orders';
import { AppLayout } from '../../../components/layout/app-layout.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { setSelectedSymbol, useSelectedSymbol } from '../../../lib/selected-symbol.ts';
import { PriceChart } from '../../../components/chart/price-chart.tsx';
import { useOrders } from '../../../features/trading/api/get-orders.ts';
import { useSymbolSpec } from '../../../features/trading/api/get-symbol-sheet.ts';
import { useQuote } from '../../../features/trading/hooks/use-quote.ts';
import { useMobilePlace } from './use-mobile-place.ts';
import { HistoryDialog } from './history-dialog.tsx';
import { InfoRow } from './info-row.tsx';
import { LotStepper } from './lot-stepper.tsx';
import { MarketBanner } from './market-banner.tsx';
import { OrderBar } from './order-bar.tsx';
import { MOBILE_DEFAULT_PAIR } from './mobile-pairs.ts';
import { SymbolPickerDialog } from './symbol-picker-dialog.tsx';
import { PhoneStopsFields } from './phone-stops.tsx';
import { usePhoneStops } from './use-phone-stops.ts';
import { OrderConfirmDialog } from './order-confirm-dialog.tsx';
import { SpreadText } from './spread-text.tsx';
import { useSymbols } from '../../../features/market/api/get-symbols.ts';
import { PendingOrderDialog } from './pending-order-dialog.tsx';
import { PositionsDialog } from './positions-dialog.tsx';
import { ResultDialog } from './result-dialog.tsx';
import { SymbolHeader } from './symbol-header.tsx';
import { RiskSizingDialog, type StopPlan } from './risk-sizing-dialog.tsx';
import { defaultStopPipsFor } from '../../../features/trading/lib/default-stop-pips.ts';
import '../../../features/trading/components/controls.css';
import './mobile-trading-screen.css';
import { placeOrderRequest } from '../../../features/trading/lib/order-request.ts';

type Sheet = 'pairs' | 'pending' | 'history' | 'positions' | 'risk' | null;

/**
 * Spec §2 'Mobile trading screen': one symbol, its chart, lots, stops and SELL/BUY, built from the
 * desktop's trading features. The phone reaches every symbol of the catalogue (issue 33).
 */
export function MobileTradingScreen() {
  const { t } = useTranslation();
  // The dashboard's selected symbol (mirrored in `?symbol=`); one the catalogue lacks gives way to the default pair.
  const symbol = useSelectedSymbol();
  const catalogue = useSymbols().data?.symbols;
  const known = !catalogue || catalogue.some((s) => s.symbol === symbol);
  useEffect(() => {
    if (!known) setSelectedSymbol(MOBILE_DEFAULT_PAIR);
  }, [known]);
  const [lots, setLots] = useState(LOTS_MIN);
  const [sheet, setSheet] = useState<Sheet>(null);
  const [plan, setPlan] = useState<StopPlan | null>(null);
  const [confirming, setConfirming] = useState<OrderSide | null>(null);
  const spec = useSymbolSpec(symbol);
  const quote = useQuote(symbol);
  const stops = usePhoneStops(defaultStopPipsFor(spec, quote));
  const digits = spec?.digits ?? 5;
  const chartTrading = useChartTrading(symbol, digits, 300, { phone: true });
  const chartActions = useMemo(
    () => (
      <>
        {chartTrading.oneClickToggle}
        <LiveAlertDialog symbol={symbol} digits={digits} />
        <ContractSpecificationButton symbol={symbol} />
      </>
    ),
    [chartTrading.oneClickToggle, symbol, digits],
  );
  const openCount = useOrders('open').data?.length ?? 0;
  const { place, placing, result, dismissResult } = useMobilePlace(digits);

  const marketRequest = (side: OrderSide): PlaceOrderRequest | null => {
    if (!quote || !spec || stops.invalid.length > 0) return null;
    const entry = side === 'buy' ? quote.ask : quote.bid;
    return placeOrderRequest({
      symbol,
      side,
      type: 'market',
      volume: lots,
      price: entry,
      ...stops.levels(side, entry, pipSize(spec), spec.digits),
    });
  };
  // One-click on: a tap places. Off: a tap asks first, as the switch's label says.
  const placeMarket = (side: OrderSide) => {
    if (!chartTrading.oneClick) return setConfirming(side);
    const request = marketRequest(side);
    if (request) place(request);
  };

  return (
    <AppLayout>
      <div className="mobile-trade">
        <MarketBanner symbol={symbol} />
        <SymbolHeader symbol={symbol} onOpenSelector={() => setSheet('pairs')} />
        <div className="mobile-trade__chart">
          <PriceChart
            symbol={symbol}
            digits={digits}
            defaultInterval={300}
            {...chartTrading.chartProps}
            timeframeControl="select"
            showSymbol={false}
            compact
            actions={chartActions}
          />
          {chartTrading.dialog}
        </div>
        <InfoRow spec={spec} quote={quote} lots={lots} />
        <div className="mobile-controls">
          <LotStepper
            lots={lots}
            onLots={(next) => {
              setLots(next);
              setPlan(null);
            }}
          />
          <SpreadText spec={spec} quote={quote} />
        </div>
        <PhoneStopsFields form={stops} onEdit={() => setPlan(null)} />
        {plan && (
          <p className="mobile-plan">
            {plan.takeProfitPips
              ? t('mobile.planWithTakeProfit', { sl: String(plan.stopLossPips), tp: String(plan.takeProfitPips) })
              : t('mobile.plan', { sl: String(plan.stopLossPips) })}
          </p>
        )}
        <div className="mobile-actions">
          <button type="button" onClick={() => setSheet('risk')}>
            {t('mobile.risk')}
          </button>
          <button type="button" onClick={() => setSheet('pending')}>
            {t('mobile.pending')}
          </button>
          <button type="button" onClick={() => setSheet('history')}>
            {t('mobile.history')}
          </button>
          <button type="button" onClick={() => setSheet('positions')}>
            {t('mobile.positions')}
            {openCount > 0 && <span className="mobile-actions__count">{openCount}</span>}
          </button>
        </div>
      </div>
      <OrderBar quote={quote} digits={digits} placing={placing || stops.invalid.length > 0} onPlace={placeMarket} />
      {sheet === 'pairs' && (
        <SymbolPickerDialog
          selected={symbol}
          onPick={(next) => {
            setSelectedSymbol(next);
            setSheet(null);
          }}
          onClose={() => setSheet(null)}
        />
      )}
      <OrderConfirmDialog
        side={confirming}
        lots={lots}
        symbol={symbol}
        price={confirming && quote ? (confirming === 'buy' ? quote.ask : quote.bid) : undefined}
        digits={digits}
        busy={placing}
        onConfirm={() => {
          const request = confirming && marketRequest(confirming);
          if (request) place(request);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      />
      {sheet === 'pending' && (
        <PendingOrderDialog
          symbol={symbol}
          lots={lots}
          placing={placing}
          onPlace={(request) => place(request, () => setSheet(null))}
          onClose={() => setSheet(null)}
        />
      )}
      {sheet === 'risk' && (
        <RiskSizingDialog
          spec={spec}
          quote={quote}
          defaultPips={defaultStopPipsFor(spec, quote)}
          onApply={(next) => {
            setLots(next.lots);
            setPlan(next);
            stops.applyPlan(next.stopLossPips, next.takeProfitPips);
            setSheet(null);
          }}
          onClose={() => setSheet(null)}
        />
      )}
      <HistoryDialog open={sheet === 'history'} onClose={() => setSheet(null)} />
      <PositionsDialog open={sheet === 'positions'} onClose={() => setSheet(null)} />
      <ResultDialog result={result} onClose={dismissResult} />
    </AppLayout>
  );
}
