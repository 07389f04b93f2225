import { AuthCard } from '../components/auth-card.tsx';
import { AuthHero } from '../components/auth-hero.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { SignupForm } from '../components/signup-form.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useAuthMode } from '../hooks/use-auth-mode.ts';
import '../components/auth.css';

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
          <SignupForm referralCode={referralCode} />
        </AuthCard>
      )}
    </div>
  );
}
