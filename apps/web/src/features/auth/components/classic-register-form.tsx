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
import { FormBanner } from './form-banner.tsx';

export const REGISTER_FAILED = 'Registration failed. Please check your info.';

/** The older registration form: on success with a token it stores it and goes to '/'. */
export function ClassicRegisterForm() {
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
      setError(REGISTER_FAILED);
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(submit)} aria-label="Register">
      <FormBanner message={error} />
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <Button type="submit" size="lg" block loading={registerUser.isPending}>
        Register
      </Button>
      <p className="auth-switch">
        Already registered? <Link to="/login">Sign in</Link>
      </p>
    </form>
  );
}
