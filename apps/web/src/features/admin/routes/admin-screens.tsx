// The back office's screens under /admin, each behind its permission.
import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { roleMay, type Permission } from '@platform/shared/admin';
import type { Me } from '@platform/shared/user';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { AdminLayout } from '../components/admin-layout.tsx';
import { navItemsFor } from '../components/admin-nav-items.ts';
import { KycScreen } from './kyc-screen.tsx';
import { TransactionsScreen } from './transactions-screen.tsx';
import { TradersScreen } from './traders-screen.tsx';
import { TraderScreen } from './trader-screen.tsx';
import { TicketsScreen } from './tickets-screen.tsx';
import { BookScreen } from './book-screen.tsx';
import { GroupsScreen } from './groups-screen.tsx';
import { StaffScreen } from './staff-screen.tsx';
import { AuditScreen } from './audit-screen.tsx';
import { OutboxScreen } from './outbox-screen.tsx';
import { RiskScreen } from './risk-screen.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { withCatalogue } from '../../../lib/i18n/load-catalogue.ts';

// The calendar screen (and its texts) load only when an admin opens it.
const CalendarScreen = lazy(withCatalogue(['tradingCalendar'], () => import('./calendar-screen.tsx')));

/** The hedging desk is its own chunk: only dealers and admins who open it load it. */
const HedgingScreen = lazy(() => import('./hedging-screen.tsx'));

export default function AdminScreens({ me }: { me: Me }) {
  const { t } = useTranslation();
  const allowed = (permission: Permission, screen: ReactElement) =>
    roleMay(me.role, permission) ? screen : <EmptyState title={t('admin.noScreen')} />;
  const home = navItemsFor(me.role)[0]?.path ?? 'kyc';
  return (
    <Routes>
      <Route element={<AdminLayout me={me} />}>
        <Route index element={<Navigate to={`/admin/${home}`} replace />} />
        <Route path="risk" element={allowed('risk', <RiskScreen />)} />
        <Route
          path="hedging"
          element={allowed(
            'hedging',
            <Suspense fallback={<PageSpinner />}>
              <HedgingScreen />
            </Suspense>,
          )}
        />
        <Route path="kyc" element={allowed('kyc', <KycScreen />)} />
        <Route path="deposits" element={allowed('transactions', <TransactionsScreen key="deposit" type="deposit" />)} />
        <Route path="withdrawals" element={allowed('transactions', <TransactionsScreen key="withdrawal" type="withdrawal" />)} />
        <Route path="traders" element={allowed('tradersView', <TradersScreen />)} />
        <Route path="traders/:id" element={allowed('tradersView', <TraderScreen role={me.role} />)} />
        <Route path="tickets" element={allowed('tickets', <TicketsScreen />)} />
        <Route path="book" element={allowed('book', <BookScreen />)} />
        <Route path="groups" element={allowed('groups', <GroupsScreen />)} />
        <Route
          path="calendar"
          element={allowed(
            'groups',
            <Suspense fallback={<PageSpinner />}>
              <CalendarScreen />
            </Suspense>,
          )}
        />
        <Route path="staff" element={allowed('staff', <StaffScreen me={me} />)} />
        <Route path="audit" element={allowed('audit', <AuditScreen />)} />
        <Route path="outbox" element={allowed('outbox', <OutboxScreen />)} />
        <Route path="*" element={<Navigate to={`/admin/${home}`} replace />} />
      </Route>
    </Routes>
  );
}
