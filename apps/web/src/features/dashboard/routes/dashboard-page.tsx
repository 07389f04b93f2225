import { AppLayout } from '../../../components/layout/app-layout.tsx';
import { SelectedSymbolChart } from '../../market/components/selected-symbol-chart.tsx';
import { SymbolList } from '../../market/components/symbol-list.tsx';
import { useSymbolUrlSync } from '../../market/hooks/use-symbol-url-sync.ts';
import './dashboard-page.css';

/**
 * The desktop terminal (spec §2): symbol list on the left, chart in the centre, the trade panel on
 * the right, the trades area below and the account bar as footer. Each area is a named slot.
 */
export default function DashboardPage() {
  useSymbolUrlSync();
  return (
    <AppLayout fill>
      <div className="dashboard">
        <aside className="dashboard__symbols">
          <SymbolList />
        </aside>
        <section className="dashboard__chart">
          <SelectedSymbolChart defaultInterval={3600} />
        </section>
        <aside className="dashboard__trade-panel" aria-label="Trade panel" />
        <section className="dashboard__trades" aria-label="Trades" />
        <footer className="dashboard__footer" />
      </div>
    </AppLayout>
  );
}
