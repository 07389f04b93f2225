import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { forgotPasswordSchema, type ForgotPassword } from '@platform/shared/security';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { emailInputProps } from '../lib/email-input.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useForgotPassword } from '../api/account-links.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthHero } from '../components/auth-hero.tsx';
import { FormBanner } from '../components/form-banner.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import '../components/auth.css';

/** /forgot-password: asks for the email and sends a reset link (the answer never says whether it exists). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPassword>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  return (
    <div className="auth-page">
      <AuthHero />
      <AuthCard title={t('auth.forgot.title')} tagline={t('auth.forgot.tagline')}>
        {forgot.isSuccess ? (
          <div className="auth-form">
            <FormMessage kind="success" text={forgot.data.message} />
            <p className="auth-switch">
              <Link to="/login">{t('auth.forgot.back')}</Link>
            </p>
          </div>
        ) : (
          <form
            className="auth-form"
            noValidate
            aria-label={t('auth.forgot.form')}
            onSubmit={handleSubmit((values) => forgot.mutate(values))}
          >
            <FormBanner message={forgot.isError ? serverMessageOr(forgot.error, t('auth.forgot.failed')) : null} />
            <TextField {...emailInputProps(t)} error={errors.email?.message} {...register('email')} />
            <Button type="submit" size="lg" block loading={forgot.isPending}>
              {t('auth.forgot.submit')}
            </Button>
            <p className="auth-switch">
              {t('auth.forgot.remembered')} <Link to="/login">{t('auth.signup.signIn')}</Link>
            </p>
          </form>
        )}
      </AuthCard>
    </div>
  );
}
