import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { HomeRedirect, RequireToken } from './guards.tsx';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { withCatalogue, type CataloguePart } from '../lib/i18n/load-catalogue.ts';
import { withQueries } from '../lib/with-queries.tsx';

// Each screen's code and its catalogue parts load together (see load-catalogue.ts); `layout` is the signed-in frame.
// Every screen but sign-in also brings TanStack Query and its provider (withQueries), so the sign-in
// screen's first view stays light (issue 16).
const AuthPage = lazy(withCatalogue(['auth'], () => import('../features/auth/routes/auth-page.tsx')));

/** A lazy screen with its catalogue parts and TanStack Query. */
function screen<P extends object>(parts: CataloguePart[], load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(withQueries(withCatalogue(parts, load)));
}

/**
 * The signed-in screens: each loads into the persistent layout route (signed-in-layout.tsx). The
 * layout's loader starts the opened path's screen too, so a first visit fetches both side by side.
 */
const signedInLoaders = new Map<string, () => Promise<unknown>>();
function signedInScreen<P extends object>(path: string, parts: CataloguePart[], load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => {
    loading ??= withQueries(withCatalogue(parts, load))();
    loading.catch(() => (loading = null));
    return loading;
  };
  signedInLoaders.set(path, once);
  return lazy(once);
}
const SignedInLayout = screen(['layout'], () => {
  void signedInLoaders.get(window.location.pathname)?.();
  return import('./signed-in/signed-in-layout.tsx');
});

const ClassicRegisterPage = screen(['auth'], () => import('../features/auth/routes/classic-register-page.tsx'));
const DashboardPage = signedInScreen('/dashboard', ['layout', 'trading'], () => import('./routes/dashboard/dashboard-page.tsx'));
const ProfilePage = signedInScreen('/profile', ['layout', 'profile'], () => import('../features/profile/routes/profile-page.tsx'));
const DepositPage = signedInScreen('/deposit', ['layout', 'banking', 'moneyTimeline'], () => import('./routes/banking/deposit-screen.tsx'));
const WithdrawalPage = signedInScreen(
  '/withdrawal',
  ['layout', 'banking', 'moneyTimeline'],
  () => import('./routes/banking/withdrawal-screen.tsx'),
);
// The support form offers the profile's country and phone-code lists.
const SupportPage = signedInScreen(
  '/support',
  ['layout', 'support', 'profile'],
  () => import('../features/support/routes/support-page.tsx'),
);
const ReportsPage = signedInScreen('/reports', ['layout', 'reports'], () => import('../features/reports/routes/reports-page.tsx'));
const ForgotPasswordPage = screen(['auth'], () => import('../features/auth/routes/forgot-password-page.tsx'));
const ResetPasswordPage = screen(['auth'], () => import('../features/auth/routes/reset-password-page.tsx'));
const VerifyEmailPage = screen(['auth'], () => import('../features/auth/routes/verify-email-page.tsx'));
const LegalPage = screen(['support'], () => import('../features/legal/routes/legal-page.tsx'));
// The back office shows the banking timeline and monthly totals.
const AdminApp = screen(['moneyTimeline', 'profile', 'admin'], () => import('../features/admin/routes/admin-app.tsx'));

const guarded = (page: ReactNode) => <RequireToken>{page}</RequireToken>;

/** The route table of spec §2, plus the older register page and the staff back office. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <UnauthorizedRedirect />
      <ErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route path="/" element={<HomeRedirect />} />
            <Route path="/login" element={<AuthPage />} />
            <Route path="/register" element={<AuthPage />} />
            <Route path="/register-classic" element={<ClassicRegisterPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path="/terms" element={<LegalPage page="terms" />} />
            <Route path="/privacy" element={<LegalPage page="privacy" />} />
            <Route element={guarded(<SignedInLayout />)}>
              <Route path="/dashboard" element={<DashboardPage />} />
              <Route path="/profile" element={<ProfilePage />} />
              <Route path="/deposit" element={<DepositPage />} />
              <Route path="/withdrawal" element={<WithdrawalPage />} />
              <Route path="/support" element={<SupportPage />} />
              <Route path="/reports" element={<ReportsPage />} />
            </Route>
            <Route path="/admin/*" element={<AdminApp />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
