import { AuthCard } from '../components/auth-card.tsx';
import { AuthHero } from '../components/auth-hero.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { SignupForm } from '../components/signup-form.tsx';
import { useAuthMode } from '../hooks/use-auth-mode.ts';
import '../components/auth.css';

/** The combined sign-in / sign-up screen at /login and /register (spec §2). */
export default function AuthPage() {
  const { mode, referralCode } = useAuthMode();
  return (
    <div className="auth-page">
      <AuthHero />
      {mode === 'login' ? (
        <AuthCard key="login" title="Welcome back" tagline="Access your premium trading dashboard">
          <LoginForm />
        </AuthCard>
      ) : (
        <AuthCard key="signup" title="Create your account" tagline="Begin your trading journey with confidence">
          <SignupForm referralCode={referralCode} />
        </AuthCard>
      )}
    </div>
  );
}
