import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { HomeRedirect, RequireToken } from './guards.tsx';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { withCatalogue } from '../lib/i18n/load-catalogue.ts';
import { withQueries } from '../lib/with-queries.tsx';

// Each screen's code and its catalogue parts load together (see load-catalogue.ts); `layout` is the signed-in frame.
// withQueries brings TanStack Query and its provider with the screen; the sign-in screen goes without,
// so its first view stays light (issue 16).
const AuthPage = lazy(withCatalogue(['auth'], () => import('../features/auth/routes/auth-page.tsx')));
const ClassicRegisterPage = lazy(withQueries(withCatalogue(['auth'], () => import('../features/auth/routes/classic-register-page.tsx'))));
const DashboardPage = lazy(withQueries(withCatalogue(['layout', 'trading'], () => import('./routes/dashboard/dashboard-page.tsx'))));
const ProfilePage = lazy(withQueries(withCatalogue(['layout', 'profile'], () => import('../features/profile/routes/profile-page.tsx'))));
const DepositPage = lazy(
  withQueries(withCatalogue(['layout', 'banking', 'moneyTimeline'], () => import('../features/banking/routes/deposit-page.tsx'))),
);
const WithdrawalPage = lazy(
  withQueries(withCatalogue(['layout', 'banking', 'moneyTimeline'], () => import('../features/banking/routes/withdrawal-page.tsx'))),
);
// The support form offers the profile's country and phone-code lists.
const SupportPage = lazy(
  withQueries(withCatalogue(['layout', 'support', 'profile'], () => import('../features/support/routes/support-page.tsx'))),
);
const ReportsPage = lazy(withQueries(withCatalogue(['layout', 'reports'], () => import('../features/reports/routes/reports-page.tsx'))));
const ForgotPasswordPage = lazy(withQueries(withCatalogue(['auth'], () => import('../features/auth/routes/forgot-password-page.tsx'))));
const ResetPasswordPage = lazy(withQueries(withCatalogue(['auth'], () => import('../features/auth/routes/reset-password-page.tsx'))));
const VerifyEmailPage = lazy(withQueries(withCatalogue(['auth'], () => import('../features/auth/routes/verify-email-page.tsx'))));
const LegalPage = lazy(withQueries(withCatalogue(['support'], () => import('../features/legal/routes/legal-page.tsx'))));
// The back office shows the banking timeline and monthly totals.
const AdminApp = lazy(withQueries(withCatalogue(['moneyTimeline', 'admin'], () => import('../features/admin/routes/admin-app.tsx'))));

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
            <Route path="/dashboard" element={guarded(<DashboardPage />)} />
            <Route path="/profile" element={guarded(<ProfilePage />)} />
            <Route path="/deposit" element={guarded(<DepositPage />)} />
            <Route path="/withdrawal" element={guarded(<WithdrawalPage />)} />
            <Route path="/support" element={guarded(<SupportPage />)} />
            <Route path="/reports" element={guarded(<ReportsPage />)} />
            <Route path="/admin/*" element={<AdminApp />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
