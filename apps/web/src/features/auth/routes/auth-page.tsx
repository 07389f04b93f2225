import { lazy, Suspense } from 'react';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthHero } from '../components/auth-hero.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { withQueries } from '../../../lib/with-queries.tsx';
import { useAuthMode } from '../hooks/use-auth-mode.ts';
import '../components/auth.css';

// Sign-up's form (its checklist, rich texts, schema and TanStack Query) loads only when /register shows it, not on /login.
const SignupForm = lazy(
  withQueries<{ referralCode: string }>(() => import('../components/signup-form.tsx').then(({ SignupForm }) => ({ default: SignupForm }))),
);

/** The combined sign-in / sign-up screen at /login and /register (spec §2). */
export default function AuthPage() {
  const { t } = useTranslation();
  const { mode, referralCode } = useAuthMode();
  return (
    <div className="auth-page">
      <AuthHero />
      {mode === 'login' ? (
        <AuthCard key="login" title={t('auth.login.title')} tagline={t('auth.login.tagline')}>
          <LoginForm />
        </AuthCard>
      ) : (
        <AuthCard key="signup" title={t('auth.signup.title')} tagline={t('auth.signup.tagline')}>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <SignupForm referralCode={referralCode} />
          </Suspense>
        </AuthCard>
      )}
    </div>
  );
}
