import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { z } from 'zod';
import { accountTypeSchema, PASSWORD_MIN_LENGTH, signupRequestSchema } from '@platform/shared/auth';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { emailInputProps } from '../lib/email-input.ts';
import { i18n, Trans, useTranslation } from '../../../lib/i18n/i18n.ts';
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
  terms: z.boolean().refine(Boolean, { error: () => i18n.t('auth.signup.acceptTerms') }),
});
type SignupForm = z.input<typeof signupFormSchema>;

export function SignupForm({ referralCode }: { referralCode: string }) {
  const { t } = useTranslation();
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

  if (flow.created) return <AuthSuccess title={t('auth.signup.created')} detail={t('auth.signup.createdDetail')} />;

  const onSubmit = ({ terms: _terms, ...values }: SignupForm) =>
    flow.submit({ ...values, password_confirmation: values.password, referral_code: referralCode });

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('auth.signup.form')}>
      <AccountTypeTabs value={accountType} onChange={(type) => setValue('account_type', type)} />
      <FormBanner message={flow.error} />
      <TextField
        label={t('auth.signup.fullName')}
        autoComplete="name"
        placeholder={t('auth.signup.namePlaceholder')}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField {...emailInputProps(t)} error={errors.email?.message} {...register('email')} />
      <TextField
        label={t('auth.login.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.signup.passwordPlaceholder')}
        hint={<PasswordLengthHint password={passwordValue} />}
        error={errors.password?.message}
        {...register('password')}
      />
      <Checkbox required error={errors.terms?.message} {...register('terms')}>
        <Trans
          i18nKey="auth.signup.terms"
          components={{
            terms: <a href="/terms" target="_blank" rel="noopener" />,
            privacy: <a href="/privacy" target="_blank" rel="noopener" />,
          }}
        />
      </Checkbox>
      {referralCode && (
        <p className="auth-referral">
          <Trans i18nKey="auth.signup.referral" values={{ code: referralCode }} components={{ code: <strong /> }} />
        </p>
      )}
      <Button type="submit" size="lg" block loading={flow.busy} disabled={passwordValue.length < PASSWORD_MIN_LENGTH}>
        {t('auth.signup.submit')}
      </Button>
      <p className="auth-switch">
        {t('auth.signup.haveAccount')} <Link to="/login">{t('auth.signup.signIn')}</Link>
      </p>
    </form>
  );
}
