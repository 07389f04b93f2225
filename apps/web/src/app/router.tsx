import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { HomeRedirect, RequireToken } from './guards.tsx';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';

const AuthPage = lazy(() => import('../features/auth/routes/auth-page.tsx'));
const ClassicRegisterPage = lazy(() => import('../features/auth/routes/classic-register-page.tsx'));
const DashboardPage = lazy(() => import('./routes/dashboard/dashboard-page.tsx'));
const ProfilePage = lazy(() => import('../features/profile/routes/profile-page.tsx'));
const DepositPage = lazy(() => import('../features/banking/routes/deposit-page.tsx'));
const WithdrawalPage = lazy(() => import('../features/banking/routes/withdrawal-page.tsx'));
const SupportPage = lazy(() => import('../features/support/routes/support-page.tsx'));
const ReportsPage = lazy(() => import('../features/reports/routes/reports-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/routes/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/routes/reset-password-page.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/routes/verify-email-page.tsx'));
const LegalPage = lazy(() => import('../features/legal/routes/legal-page.tsx'));
const AdminApp = lazy(() => import('../features/admin/routes/admin-app.tsx'));

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
