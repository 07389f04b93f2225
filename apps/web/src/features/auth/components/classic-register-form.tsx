import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { registerRequestSchema, type RegisterRequest } from '@platform/shared/auth';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { tokenStore } from '../../../lib/token-store.ts';
import { useRegister } from '../api/register.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { FormBanner } from './form-banner.tsx';

/** The older registration form: on success with a token it stores it and goes to '/'. */
export function ClassicRegisterForm() {
  const { t } = useTranslation();
  const registerUser = useRegister();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });
  const { errors } = formState;

  async function submit(values: RegisterRequest) {
    setError(null);
    try {
      const { token } = await registerUser.mutateAsync(values);
      if (!token) throw new Error('no token');
      tokenStore.set(token);
      queryClient.clear();
      void navigate('/', { replace: true });
    } catch {
      setError(t('auth.classic.failed'));
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(submit)} aria-label={t('auth.classic.form')}>
      <FormBanner message={error} />
      <TextField label={t('auth.classic.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label={t('auth.classic.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('auth.login.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('auth.classic.confirm')}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <Button type="submit" size="lg" block loading={registerUser.isPending}>
        {t('auth.classic.submit')}
      </Button>
      <p className="auth-switch">
        {t('auth.classic.registered')} <Link to="/login">{t('auth.classic.signIn')}</Link>
      </p>
    </form>
  );
}
