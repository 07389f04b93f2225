import { AuthCard } from '../components/auth-card.tsx';
import { AuthHero } from '../components/auth-hero.tsx';
import { ClassicRegisterForm } from '../components/classic-register-form.tsx';
import '../components/auth.css';

/** The older simple registration page (spec §2), at /register-classic. */
export default function ClassicRegisterPage() {
  return (
    <div className="auth-page">
      <AuthHero />
      <AuthCard title="Register" tagline="Begin your trading journey with confidence">
        <ClassicRegisterForm />
      </AuthCard>
    </div>
  );
}
