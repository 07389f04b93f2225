import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { loginRequestSchema, type LoginRequest } from '@platform/shared/auth';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLoginFlow } from '../hooks/use-login-flow.ts';
import { AuthSuccess } from './auth-success.tsx';
import { FormBanner } from './form-banner.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

export function LoginForm() {
  const { submit, submitCode, restart, busy, succeeded, error, needsCode } = useLoginFlow();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });

  if (succeeded) return <AuthSuccess title="Login Successful" detail="Opening your trading dashboard…" />;
  if (needsCode) return <TwoFactorStep busy={busy} error={error} onSubmit={(code) => void submitCode(code)} onBack={restart} />;

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(submit)} aria-label="Sign in">
      <FormBanner message={error} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="auth-forgot">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <Button type="submit" size="lg" block loading={busy}>
        Login
      </Button>
      <p className="auth-switch">
        New to the platform? <Link to="/register">Create Account</Link>
      </p>
    </form>
  );
}
