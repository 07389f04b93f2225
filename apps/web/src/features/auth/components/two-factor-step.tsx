import { useState, type FormEvent } from 'react';
import { SECURITY_MESSAGES } from '@platform/shared/security-messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { FormBanner } from './form-banner.tsx';

/** The second sign-in step: a 6-digit code from the authenticator app, or a recovery code. */
export function TwoFactorStep(props: { busy: boolean; error: string | null; onSubmit: (code: string) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim().length < 6) return setMissing(true);
    setMissing(false);
    props.onSubmit(code.trim());
  }
  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-label={t('auth.twoFactor.form')}>
      <FormBanner message={props.error} />
      <p className="auth-step-intro">{t('auth.twoFactor.intro')}</p>
      <TextField
        label={t('auth.twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        placeholder="123456"
        maxLength={20}
        hint={t('auth.twoFactor.lostPhone')}
        error={missing ? SECURITY_MESSAGES.codeRequired : undefined}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" size="lg" block loading={props.busy}>
        {t('auth.twoFactor.verify')}
      </Button>
      <p className="auth-switch">
        <button type="button" className="auth-link-button" onClick={props.onBack}>
          {t('auth.twoFactor.back')}
        </button>
      </p>
    </form>
  );
}
