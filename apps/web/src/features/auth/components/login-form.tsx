import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { LoginRequest } from '@platform/shared/auth';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { emailInputProps } from '../lib/email-input.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useLoginFlow } from '../hooks/use-login-flow.ts';
import { AuthSuccess } from './auth-success.tsx';
import { FormBanner } from './form-banner.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

type Field = keyof LoginRequest;
type FieldErrors = Partial<Record<Field, string>>;

/** The shared login schema checks the form; it loads with the first focus or submit, not with the page. */
const loadSchema = () => import('@platform/shared/auth').then(({ loginRequestSchema }) => loginRequestSchema);

const read = (form: HTMLFormElement): LoginRequest => {
  const field = (name: Field) => (form.elements.namedItem(name) as HTMLInputElement).value;
  return { email: field('email'), password: field('password') };
};

/** The checked values (email trimmed), or each field's first message. */
async function check(values: LoginRequest): Promise<{ valid: LoginRequest | null; errors: FieldErrors }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { valid: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return { valid: null, errors };
}

export function LoginForm() {
  const { t } = useTranslation();
  const { submit, submitCode, restart, busy, succeeded, error, needsCode } = useLoginFlow();
  const [errors, setErrors] = useState<FieldErrors>({});
  // After the first submit every change checks again, so a fixed field's message goes at once.
  const [submitted, setSubmitted] = useState(false);

  if (succeeded) return <AuthSuccess title={t('auth.login.success')} detail={t('auth.login.successDetail')} />;
  if (needsCode) return <TwoFactorStep busy={busy} error={error} onSubmit={(code) => void submitCode(code)} onBack={restart} />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const { valid, errors } = await check(read(form));
    setErrors(errors);
    if (valid) return submit(valid);
    const first = (['email', 'password'] as const).find((field) => errors[field]);
    if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  }

  return (
    <form
      className="auth-form"
      noValidate
      onFocus={() => void loadSchema()}
      onChange={submitted ? (event) => void check(read(event.currentTarget)).then((result) => setErrors(result.errors)) : undefined}
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('auth.login.form')}
    >
      <FormBanner message={error} />
      <TextField {...emailInputProps(t)} name="email" error={errors.email} />
      <TextField
        label={t('auth.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t('auth.login.passwordPlaceholder')}
        error={errors.password}
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
