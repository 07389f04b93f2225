import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SECURITY_MESSAGES } from '@platform/shared/security-messages';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { tokenStore } from '../../../lib/token-store.ts';
import { useVerifyEmail } from '../api/account-links.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthHero } from '../components/auth-hero.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import '../components/auth.css';

/** /verify-email?token=…: opening the link from the mail verifies the address. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  const next = tokenStore.get()
    ? { to: '/profile', label: t('auth.verify.openProfile') }
    : { to: '/login', label: t('auth.signup.signIn') };
  return (
    <div className="auth-page">
      <AuthHero />
      <AuthCard title={t('auth.verify.title')} tagline={t('auth.verify.tagline')}>
        <div className="auth-form">
          {!token && <FormMessage kind="error" text={SECURITY_MESSAGES.invalidLink} />}
          {token && verify.isPending && <Spinner label={t('auth.verify.verifying')} />}
          {verify.isSuccess && <FormMessage kind="success" text={verify.data.message} />}
          {verify.isError && <FormMessage kind="error" text={serverMessageOr(verify.error, SECURITY_MESSAGES.invalidLink)} />}
          <p className="auth-switch">
            <Link to={next.to}>{next.label}</Link>
          </p>
        </div>
      </AuthCard>
    </div>
  );
}
