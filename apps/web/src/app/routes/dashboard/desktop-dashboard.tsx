import { AppLayout } from '../../../components/layout/app-layout.tsx';
import { SelectedSymbolChart } from '../../../features/market/components/selected-symbol-chart.tsx';
import { SymbolList } from '../../../features/market/components/symbol-list.tsx';
import { useSelectedSymbol } from '../../../lib/selected-symbol.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { AccountBar } from '../../../features/trading/components/account-bar/account-bar.tsx';
import { TradePanelDock } from '../../../features/trading/components/trade-panel/trade-panel-dock.tsx';
import { TradesArea } from '../../../features/trading/components/trades-area/trades-area.tsx';
import { LiveAlertDialog } from './live-alert-dialog.tsx';
import { ContractSpecificationButton } from '../../../features/market/components/contract-specification-button.tsx';
import { useChartTrading } from './use-chart-trading.tsx';
import { useMemo } from 'react';
import { useSymbolSpec } from '../../../features/trading/api/get-symbol-sheet.ts';
import './desktop-dashboard.css';

/**
 * The desktop terminal (spec §2): symbol list on the left, chart in the centre, the trade panel on
 * the right, the trades area below and the account bar as footer. Each area is a named slot.
 */
export default function DesktopDashboard() {
  const { t } = useTranslation();
  const symbol = useSelectedSymbol();
  const digits = useSymbolSpec(symbol)?.digits ?? 5;
  const chartTrading = useChartTrading(symbol, digits, 3600);
  const actions = useMemo(
    () => (
      <>
        {chartTrading.oneClickToggle}
        <LiveAlertDialog symbol={symbol} digits={digits} />
        <ContractSpecificationButton symbol={symbol} />
      </>
    ),
    [chartTrading.oneClickToggle, symbol, digits],
  );
  return (
    <AppLayout fill>
      <div className="dashboard">
        <aside className="dashboard__symbols">
          <SymbolList />
        </aside>
        <section className="dashboard__chart">
          <SelectedSymbolChart defaultInterval={3600} {...chartTrading.chartProps} actions={actions} />
          {chartTrading.dialog}
        </section>
        <aside className="dashboard__trade-panel" aria-label={t('trading.tradePanelRegion')}>
          <TradePanelDock symbol={symbol} />
        </aside>
        <section className="dashboard__trades" aria-label={t('trading.tradesRegion')}>
          <TradesArea />
        </section>
        <footer className="dashboard__footer">
          <AccountBar />
        </footer>
      </div>
    </AppLayout>
  );
}
