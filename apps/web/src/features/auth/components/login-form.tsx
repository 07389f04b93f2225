import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { loginRequestSchema, type LoginRequest } from '@platform/shared/auth';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { emailInputProps } from '../lib/email-input.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useLoginFlow } from '../hooks/use-login-flow.ts';
import { AuthSuccess } from './auth-success.tsx';
import { FormBanner } from './form-banner.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

export function LoginForm() {
  const { t } = useTranslation();
  const { submit, submitCode, restart, busy, succeeded, error, needsCode } = useLoginFlow();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });

  if (succeeded) return <AuthSuccess title={t('auth.login.success')} detail={t('auth.login.successDetail')} />;
  if (needsCode) return <TwoFactorStep busy={busy} error={error} onSubmit={(code) => void submitCode(code)} onBack={restart} />;

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(submit)} aria-label={t('auth.login.form')}>
      <FormBanner message={error} />
      <TextField {...emailInputProps(t)} error={errors.email?.message} {...register('email')} />
      <TextField
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        placeholder={t('auth.login.passwordPlaceholder')}
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="auth-forgot">
        <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
      </p>
      <Button type="submit" size="lg" block loading={busy}>
        {t('auth.login.submit')}
      </Button>
      <p className="auth-switch">
        {t('auth.login.newHere')} <Link to="/register">{t('auth.login.createAccount')}</Link>
      </p>
    </form>
  );
}
