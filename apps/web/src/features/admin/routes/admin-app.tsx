// /admin/*: the staff sign-in, a "no access" answer for traders, then the back office itself, which is
// loaded (its own chunk) only once GET /api/me says the user is staff.
import { lazy, Suspense } from 'react';
import { isStaffRole } from '@platform/shared/admin';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useAdminToken } from '../api/admin-session.ts';
import { useStaffMe } from '../api/staff-me.ts';
import { AdminSignIn } from '../components/admin-sign-in.tsx';
import { NoAccess } from '../components/no-access.tsx';
import { StaffTwoFactorSetup } from '../components/staff-two-factor-setup.tsx';
import { useBackOfficeAccess } from '../api/back-office-access.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useServerLanguage } from '../../../components/layout/use-server-language.ts';

const AdminScreens = lazy(() => import('./admin-screens.tsx'));

export default function AdminApp() {
  const token = useAdminToken();
  const me = useStaffMe(token);
  const access = useBackOfficeAccess(Boolean(token && me.data && isStaffRole(me.data.role)));
  // Staff read the language they chose on any device, like traders.
  useServerLanguage(me.data);
  if (!token) return <AdminSignIn />;
  if (me.isPending) return <PageSpinner />;
  if (me.isError) return <AdminSignIn failed />;
  if (!isStaffRole(me.data.role)) return <NoAccess email={me.data.email} />;
  // The broker may require two-factor sign-in for staff: the first visit leads through its set-up.
  if (access.error instanceof ApiError && access.error.code === 'TWO_FACTOR_REQUIRED') return <StaffTwoFactorSetup email={me.data.email} />;
  if (access.isPending) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AdminScreens me={me.data} />
    </Suspense>
  );
}
