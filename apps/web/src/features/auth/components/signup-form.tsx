import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { z } from 'zod';
import { accountTypeSchema, PASSWORD_MIN_LENGTH, signupRequestSchema } from '@platform/shared/auth';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSignupFlow } from '../hooks/use-signup-flow.ts';
import { AccountTypeTabs } from './account-type-tabs.tsx';
import { AuthSuccess } from './auth-success.tsx';
import { FormBanner } from './form-banner.tsx';
import { PasswordLengthHint } from './password-length-hint.tsx';

const { name, email, password } = signupRequestSchema.shape;
const signupFormSchema = z.object({
  account_type: accountTypeSchema,
  name,
  email,
  password,
  terms: z.boolean().refine(Boolean, 'Please accept the terms to continue.'),
});
type SignupForm = z.input<typeof signupFormSchema>;

export function SignupForm({ referralCode }: { referralCode: string }) {
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { account_type: 'demo', name: '', email: '', password: '', terms: false },
  });
  const { errors } = formState;
  const flow = useSignupFlow((fieldErrors) => {
    for (const field of ['name', 'email', 'password'] as const) {
      const message = fieldErrors[field];
      if (message) setError(field, { message });
    }
  });
  const passwordValue = watch('password');
  const accountType = watch('account_type');

  if (flow.created) return <AuthSuccess title="Account Created" detail="Setting up your trading account…" />;

  const onSubmit = ({ terms: _terms, ...values }: SignupForm) =>
    flow.submit({ ...values, password_confirmation: values.password, referral_code: referralCode });

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Create account">
      <AccountTypeTabs value={accountType} onChange={(type) => setValue('account_type', type)} />
      <FormBanner message={flow.error} />
      <TextField label="Full Name" autoComplete="name" placeholder="Jane Doe" error={errors.name?.message} {...register('name')} />
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
        autoComplete="new-password"
        placeholder="Create a password"
        hint={<PasswordLengthHint password={passwordValue} />}
        error={errors.password?.message}
        {...register('password')}
      />
      <Checkbox required error={errors.terms?.message} {...register('terms')}>
        I agree to the{' '}
        <a href="/terms" target="_blank" rel="noopener">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          Privacy Policy
        </a>
        . I confirm I am at least 18 years old.
      </Checkbox>
      {referralCode && (
        <p className="auth-referral">
          Referral code <strong>{referralCode}</strong> applied
        </p>
      )}
      <Button type="submit" size="lg" block loading={flow.busy} disabled={passwordValue.length < PASSWORD_MIN_LENGTH}>
        Start Trading
      </Button>
      <p className="auth-switch">
        Already have an account? <Link to="/login">Sign In</Link>
      </p>
    </form>
  );
}
