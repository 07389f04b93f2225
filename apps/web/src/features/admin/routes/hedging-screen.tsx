// /admin/hedging: the dealer's hedging desk (its own chunk, loaded when opened). The FIX session to the LP,
// the coverage per symbol (live over the staff socket), the uncovered-exposure alerts, the routing rules, the orders at the LP with their
// execution reports, and a day's reconciliation.
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useHedgeSession } from '../api/hedging-session.ts';
import { useHedgeCoverage, useLiveHedgeOrders } from '../api/hedging-coverage.ts';
import { SessionPanel } from '../components/hedging/session-panel.tsx';
import { CoverageTable } from '../components/hedging/coverage-table.tsx';
import { RulesPanel } from '../components/hedging/rules-panel.tsx';
import { UncoveredAlertsPanel } from '../components/hedging/uncovered-alerts-panel.tsx';
import { useDeskAlertToasts } from '../hooks/use-desk-alert-toasts.ts';
import { OrdersPanel } from '../components/hedging/orders-panel.tsx';
import { ReconciliationPanel } from '../components/hedging/reconciliation-panel.tsx';
import '../components/data-table.css';
import './risk-screen.css';
import './hedging-screen.css';

export default function HedgingScreen() {
  const { t } = useTranslation();
  const session = useHedgeSession();
  const coverage = useHedgeCoverage();
  useLiveHedgeOrders();
  useDeskAlertToasts();
  return (
    <section className="admin-screen hedging-screen">
      <header className="admin-screen__header">
        <div>
          <h1>{t('admin.hedging.title')}</h1>
          <p className="muted">{t('admin.hedging.intro')}</p>
        </div>
      </header>
      {(session.isError || coverage.isError) && <div className="banner banner--error">{t('admin.hedging.loadFailed')}</div>}
      {session.isPending && <Spinner label={t('admin.hedging.session.title')} />}
      {session.data && <SessionPanel session={session.data} />}
      {coverage.data && <CoverageTable coverage={coverage.data} />}
      <UncoveredAlertsPanel />
      <RulesPanel />
      <OrdersPanel />
      <ReconciliationPanel />
    </section>
  );
}
