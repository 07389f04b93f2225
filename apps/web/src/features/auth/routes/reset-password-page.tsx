import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { newPasswordSchema } from '@platform/shared/passwords';
import { SECURITY_MESSAGES } from '@platform/shared/security-messages';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { tokenStore } from '../../../lib/token-store.ts';
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx';
import { useResetPassword } from '../api/account-links.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthHero } from '../components/auth-hero.tsx';
import { FormBanner } from '../components/form-banner.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import '../components/auth.css';

/** /reset-password?token=…: the link from the mail; a new password signs out every session. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) return setFieldError(checked.error.issues[0]?.message);
    setFieldError(undefined);
    reset.mutate({ token, new_password: password }, { onSuccess: () => tokenStore.clear() });
  }

  return (
    <div className="auth-page">
      <AuthHero />
      <AuthCard title={t('auth.reset.title')} tagline={t('auth.reset.tagline')}>
        {!token ? (
          <div className="auth-form">
            <FormMessage kind="error" text={SECURITY_MESSAGES.invalidLink} />
            <p className="auth-switch">
              <Link to="/forgot-password">{t('auth.reset.askAgain')}</Link>
            </p>
          </div>
        ) : reset.isSuccess ? (
          <div className="auth-form">
            <FormMessage kind="success" text={reset.data.message} />
            <p className="auth-switch">
              <Link to="/login">{t('auth.signup.signIn')}</Link>
            </p>
          </div>
        ) : (
          <form className="auth-form" noValidate aria-label={t('auth.reset.form')} onSubmit={submit}>
            <FormBanner message={reset.isError ? serverMessageOr(reset.error, SECURITY_MESSAGES.invalidLink) : null} />
            <TextField
              label={t('auth.reset.newPassword')}
              type="password"
              autoComplete="new-password"
              placeholder={t('auth.signup.passwordPlaceholder')}
              error={fieldError}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordChecklist password={password} />
            <Button type="submit" size="lg" block loading={reset.isPending}>
              {t('auth.reset.submit')}
            </Button>
            {reset.isError && (
              <p className="auth-switch">
                <Link to="/forgot-password">{t('auth.reset.askAgain')}</Link>
              </p>
            )}
          </form>
        )}
      </AuthCard>
    </div>
  );
}
