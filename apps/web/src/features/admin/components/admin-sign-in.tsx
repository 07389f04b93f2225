// The staff sign-in at /admin: the same login call as traders; the role is checked right after.
import { useState, type FormEvent } from 'react';
import { SECURITY_MESSAGES } from '@platform/shared/security';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { LanguageSegments } from '../../../components/layout/language-segments.tsx';
import { NetworkError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useStaffSignIn, useStaffSignInCode } from '../api/sign-in.ts';
import './admin-gate.css';

export function AdminSignIn({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation();
  const signIn = useStaffSignIn();
  const withCode = useStaffSignInCode();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const challenge = signIn.data && 'challenge' in signIn.data ? signIn.data.challenge : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (challenge) withCode.mutate({ challenge, code: code.trim() });
    else signIn.mutate({ email: email.trim(), password });
  }

  const error = withCode.isError
    ? serverMessageOr(withCode.error, SECURITY_MESSAGES.invalidCode)
    : signIn.isError
      ? signIn.error instanceof NetworkError
        ? t('admin.errors.unreachable')
        : t('admin.signIn.invalid')
      : failed
        ? t('admin.signIn.unchecked')
        : null;

  return (
    <main className="admin-gate">
      <form className="admin-gate__card card" onSubmit={submit} noValidate>
        <div>
          <p className="admin-gate__eyebrow">{t('admin.brand')}</p>
          <h1 className="admin-gate__title">{t('admin.signIn.title')}</h1>
          <p className="muted">{challenge ? t('admin.signIn.codeIntro') : t('admin.signIn.intro')}</p>
        </div>
        {error && (
          <div className="banner banner--error" role="alert">
            {error}
          </div>
        )}
        {challenge ? (
          <>
            <TextField
              label={t('admin.signIn.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              required
              maxLength={20}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" block size="lg" loading={withCode.isPending} disabled={code.trim().length < 6}>
              {t('admin.signIn.verify')}
            </Button>
          </>
        ) : (
          <>
            <TextField
              label={t('admin.signIn.email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label={t('admin.signIn.password')}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" block size="lg" loading={signIn.isPending} disabled={!email.trim() || !password}>
              {t('admin.signIn.submit')}
            </Button>
          </>
        )}
        <LanguageSegments />
      </form>
    </main>
  );
}
