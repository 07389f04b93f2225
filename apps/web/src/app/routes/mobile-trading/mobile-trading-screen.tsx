import { LiveAlertDialog } from '../dashboard/live-alert-dialog.tsx';
import { pipSize } from '@platform/shared/pip-size';
import { useEffect, useMemo, useState } from 'react';
import { useChartTrading } from '../dashboard/use-chart-trading.tsx';
import { LOTS_MIN } from '@platform/shared/order-limits';
import type { OrderSide } from '@platform/shared/orders';
import { spreadPips, stopsFromPips } from '@platform/shared/trading-math';
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
import { mobilePairOf } from './mobile-pairs.ts';
import { PairSelectorDialog } from './pair-selector-dialog.tsx';
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

/** Spec §2 'Mobile trading screen': one pair, its chart, lots and SELL/BUY, built from the desktop's trading features. */
export function MobileTradingScreen() {
  const { t } = useTranslation();
  // The dashboard's selected symbol (mirrored in `?symbol=`), one of the phone's pairs: a symbol
  // opened on the desktop layout that is not one of them gives way to the default pair.
  const selected = useSelectedSymbol();
  const symbol = mobilePairOf(selected);
  useEffect(() => setSelectedSymbol(symbol), [symbol]);
  const [lots, setLots] = useState(LOTS_MIN);
  const [sheet, setSheet] = useState<Sheet>(null);
  const [plan, setPlan] = useState<StopPlan | null>(null);
  const spec = useSymbolSpec(symbol);
  const quote = useQuote(symbol);
  const chartTrading = useChartTrading(symbol, spec?.digits ?? 5, 300, { phone: true });
  const digits = spec?.digits ?? 5;
  const chartActions = useMemo(
    () => (
      <>
        {chartTrading.oneClickToggle}
        <LiveAlertDialog symbol={symbol} digits={digits} />
      </>
    ),
    [chartTrading.oneClickToggle, symbol, digits],
  );
  const openCount = useOrders('open').data?.length ?? 0;
  const { place, placing, result, dismissResult } = useMobilePlace();
  const spread = quote && spec ? spreadPips(quote.bid, quote.ask, pipSize(spec)) : null;

  const placeMarket = (side: OrderSide) => {
    if (!quote) return;
    const entry = side === 'buy' ? quote.ask : quote.bid;
    // Sized by risk: the stops the lots were sized for go with the order.
    const stops = plan && spec ? stopsFromPips(side, entry, plan.stopLossPips, plan.takeProfitPips ?? 0, pipSize(spec), spec.digits) : null;
    place(
      placeOrderRequest({
        symbol,
        side,
        type: 'market',
        volume: lots,
        price: entry,
        stopLoss: stops?.stopLoss,
        takeProfit: plan?.takeProfitPips ? stops?.takeProfit : undefined,
      }),
    );
  };

  return (
    <AppLayout>
      <div className="mobile-trade">
        <MarketBanner symbol={symbol} />
        <SymbolHeader symbol={symbol} onOpenSelector={() => setSheet('pairs')} />
        <div className="mobile-trade__chart">
          <PriceChart
            symbol={symbol}
            digits={spec?.digits ?? 5}
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
          <span className="mobile-spread" aria-label={t('mobile.spread')}>
            {t('mobile.spreadPips', { pips: spread === null ? '—' : spread.toFixed(1) })}
          </span>
        </div>
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
      <OrderBar quote={quote} placing={placing} onPlace={placeMarket} />
      <PairSelectorDialog
        open={sheet === 'pairs'}
        selected={symbol}
        onPick={(next) => {
          setSelectedSymbol(next);
          setSheet(null);
        }}
        onClose={() => setSheet(null)}
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
