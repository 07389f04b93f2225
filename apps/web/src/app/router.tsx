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

/** A screen of the signed-in app: it also comes inside the signed-in frame, loaded beside it (not after it). */
function signedInScreen<P extends object>(parts: CataloguePart[], load: () => Promise<{ default: ComponentType<P> }>) {
  const framed = async (): Promise<{ default: ComponentType<P> }> => {
    const [{ SignedInFrame }, { default: Screen }] = await Promise.all([import('./signed-in/signed-in-frame.tsx'), load()]);
    return {
      default: function SignedIn(props: P) {
        return (
          <SignedInFrame>
            <Screen {...props} />
          </SignedInFrame>
        );
      },
    };
  };
  return screen(parts, framed);
}

const ClassicRegisterPage = screen(['auth'], () => import('../features/auth/routes/classic-register-page.tsx'));
const DashboardPage = signedInScreen(['layout', 'trading'], () => import('./routes/dashboard/dashboard-page.tsx'));
const ProfilePage = signedInScreen(['layout', 'profile'], () => import('../features/profile/routes/profile-page.tsx'));
const DepositPage = signedInScreen(['layout', 'banking', 'moneyTimeline'], () => import('../features/banking/routes/deposit-page.tsx'));
const WithdrawalPage = signedInScreen(
  ['layout', 'banking', 'moneyTimeline'],
  () => import('../features/banking/routes/withdrawal-page.tsx'),
);
// The support form offers the profile's country and phone-code lists.
const SupportPage = signedInScreen(['layout', 'support', 'profile'], () => import('../features/support/routes/support-page.tsx'));
const ReportsPage = signedInScreen(['layout', 'reports'], () => import('../features/reports/routes/reports-page.tsx'));
const ForgotPasswordPage = screen(['auth'], () => import('../features/auth/routes/forgot-password-page.tsx'));
const ResetPasswordPage = screen(['auth'], () => import('../features/auth/routes/reset-password-page.tsx'));
const VerifyEmailPage = screen(['auth'], () => import('../features/auth/routes/verify-email-page.tsx'));
const LegalPage = screen(['support'], () => import('../features/legal/routes/legal-page.tsx'));
// The back office shows the banking timeline and monthly totals.
const AdminApp = screen(['moneyTimeline', 'admin'], () => import('../features/admin/routes/admin-app.tsx'));

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
