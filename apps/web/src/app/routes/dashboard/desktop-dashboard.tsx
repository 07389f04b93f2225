import { useMemo } from 'react';
import { AppLayout } from '../../../components/layout/app-layout.tsx';
import { SelectedSymbolChart } from '../../../features/market/components/selected-symbol-chart.tsx';
import { SymbolList } from '../../../features/market/components/symbol-list.tsx';
import { useSelectedSymbol } from '../../../lib/selected-symbol.ts';
import { AccountBar } from '../../../features/trading/components/account-bar/account-bar.tsx';
import { TradePanelDock } from '../../../features/trading/components/trade-panel/trade-panel-dock.tsx';
import { TradesArea } from '../../../features/trading/components/trades-area/trades-area.tsx';
import { usePriceLines } from '../../../features/trading/hooks/use-price-lines.ts';
import { AlertDialog } from '../../../features/alerts/components/alert-dialog.tsx';
import { useAlertLines } from '../../../features/alerts/hooks/use-alert-lines.ts';
import { useQuote } from '../../../features/trading/hooks/use-quote.ts';
import { useSymbolSpec } from '../../../features/trading/api/get-symbol-sheet.ts';
import './desktop-dashboard.css';

/**
 * The desktop terminal (spec §2): symbol list on the left, chart in the centre, the trade panel on
 * the right, the trades area below and the account bar as footer. Each area is a named slot.
 */
export default function DesktopDashboard() {
  const symbol = useSelectedSymbol();
  const tradeLines = usePriceLines(symbol);
  const alertLines = useAlertLines(symbol);
  const priceLines = useMemo(() => [...tradeLines, ...alertLines], [tradeLines, alertLines]);
  const quote = useQuote(symbol);
  const digits = useSymbolSpec(symbol)?.digits ?? 5;
  return (
    <AppLayout fill>
      <div className="dashboard">
        <aside className="dashboard__symbols">
          <SymbolList />
        </aside>
        <section className="dashboard__chart">
          <SelectedSymbolChart
            defaultInterval={3600}
            priceLines={priceLines}
            actions={<AlertDialog symbol={symbol} bid={quote?.bid} digits={digits} />}
          />
        </section>
        <aside className="dashboard__trade-panel" aria-label="Trade panel">
          <TradePanelDock symbol={symbol} />
        </aside>
        <section className="dashboard__trades" aria-label="Trades">
          <TradesArea />
        </section>
        <footer className="dashboard__footer">
          <AccountBar />
        </footer>
      </div>
    </AppLayout>
  );
}
