import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { forgotPasswordSchema, type ForgotPassword } from '@platform/shared/security';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useForgotPassword } from '../api/account-links.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthHero } from '../components/auth-hero.tsx';
import { FormBanner } from '../components/form-banner.tsx';
import '../components/auth.css';

/** /forgot-password: asks for the email and sends a reset link (the answer never says whether it exists). */
export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPassword>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  return (
    <div className="auth-page">
      <AuthHero />
      <AuthCard title="Forgot password?" tagline="We will email you a link to choose a new one">
        {forgot.isSuccess ? (
          <div className="auth-form">
            <FormMessage kind="success" text={forgot.data.message} />
            <p className="auth-switch">
              <Link to="/login">Back to sign in</Link>
            </p>
          </div>
        ) : (
          <form className="auth-form" noValidate aria-label="Forgot password" onSubmit={handleSubmit((values) => forgot.mutate(values))}>
            <FormBanner message={forgot.isError ? serverMessageOr(forgot.error, 'Could not send the link. Please try again.') : null} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" size="lg" block loading={forgot.isPending}>
              Send reset link
            </Button>
            <p className="auth-switch">
              Remembered it? <Link to="/login">Sign In</Link>
            </p>
          </form>
        )}
      </AuthCard>
    </div>
  );
}
