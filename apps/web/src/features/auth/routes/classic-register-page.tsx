import { AuthCard } from '../components/auth-card.tsx';
import { AuthHero } from '../components/auth-hero.tsx';
import { ClassicRegisterForm } from '../components/classic-register-form.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import '../components/auth.css';

/** The older simple registration page (spec §2), at /register-classic. */
export default function ClassicRegisterPage() {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <AuthHero />
      <AuthCard title={t('auth.classic.title')} tagline={t('auth.signup.tagline')}>
        <ClassicRegisterForm />
      </AuthCard>
    </div>
  );
}
