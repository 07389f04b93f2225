import { useState, type FormEvent } from 'react';
import { SECURITY_MESSAGES } from '@platform/shared/security';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { RecoveryCodes } from '../../../components/ui/recovery-codes.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useConfirmTwoFactor, useDisableTwoFactor, useEnrolTwoFactor, useSecurityStatus } from '../api/security.ts';

/** Two-factor sign-in: enrol (scan, confirm a code, keep the recovery codes) or turn it off with a code. */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const status = useSecurityStatus();
  const enrol = useEnrolTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  // Turning two-factor on or off asks for the password again: a session alone is not enough.
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const on = status.data?.two_factor_enabled ?? false;
  const pending = enrol.data && !confirm.isSuccess;

  function withCode(action: (code: string) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      if (code.trim().length < 6) return setCodeError(SECURITY_MESSAGES.codeRequired);
      setCodeError(undefined);
      action(code.trim());
    };
  }

  function withPassword(action: (password: string) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      if (password === '') return setPasswordError(SECURITY_MESSAGES.passwordRequired);
      setPasswordError(undefined);
      action(password);
    };
  }

  return (
    <section className="security-card" aria-labelledby="two-factor-title">
      <header className="security-card__header">
        <h2 id="two-factor-title">{t('profile.security.twoFactor')}</h2>
        <span className={`security-badge security-badge--${on ? 'on' : 'off'}`}>
          {on ? t('profile.security.on') : t('profile.security.off')}
        </span>
      </header>
      <p className="security-card__intro">{t('profile.security.intro')}</p>

      {confirm.isSuccess && (
        <div className="security-recovery">
          <FormMessage kind="success" text={confirm.data.message} />
          <p>
            <strong>{t('profile.security.saveCodes')}</strong> {t('profile.security.saveCodesNote')}
          </p>
          <RecoveryCodes codes={confirm.data.recovery_codes} label={t('profile.security.recoveryCodes')} />
        </div>
      )}

      {!on && !pending && !confirm.isSuccess && (
        <form
          noValidate
          aria-label={t('profile.security.setUp')}
          onSubmit={withPassword((p) => enrol.mutate(p, { onSuccess: () => setPassword('') }))}
        >
          <TextField
            label={t('profile.security.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError ?? (enrol.isError ? serverMessageOr(enrol.error, t('profile.security.setUpFailed')) : undefined)}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="profile-actions">
            <Button type="submit" loading={enrol.isPending}>
              {t('profile.security.setUp')}
            </Button>
          </div>
        </form>
      )}

      {pending && (
        <form
          className="security-enrol"
          noValidate
          aria-label={t('profile.security.confirmForm')}
          onSubmit={withCode((c) => confirm.mutate(c, { onSuccess: () => setCode('') }))}
        >
          <img className="security-enrol__qr" src={enrol.data.qr_code} alt={t('profile.security.qr')} width={180} height={180} />
          <div className="security-enrol__steps">
            <p>{t('profile.security.step1')}</p>
            <p>
              {t('profile.security.cantScan')} <code className="security-enrol__secret">{enrol.data.secret}</code>
            </p>
            <p>{t('profile.security.step2')}</p>
            <TextField
              label={t('profile.security.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              maxLength={20}
              value={code}
              error={codeError ?? (confirm.isError ? serverMessageOr(confirm.error, SECURITY_MESSAGES.invalidCode) : undefined)}
              onChange={(event) => setCode(event.target.value)}
            />
            <div className="profile-actions">
              <Button type="submit" loading={confirm.isPending}>
                {t('profile.security.turnOn')}
              </Button>
            </div>
          </div>
        </form>
      )}

      {on && !confirm.isSuccess && (
        <form
          className="security-disable"
          noValidate
          aria-label={t('profile.security.turnOffForm')}
          onSubmit={withCode((c) => {
            if (password === '') return setPasswordError(SECURITY_MESSAGES.passwordRequired);
            setPasswordError(undefined);
            disable.mutate({ code: c, password }, { onSuccess: () => (setCode(''), setPassword('')) });
          })}
        >
          <p className="security-card__intro">{t('profile.security.codesLeft', { count: status.data?.recovery_codes_left ?? 0 })}</p>
          <TextField
            label={t('profile.security.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={t('profile.security.offCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={20}
            value={code}
            error={codeError ?? (disable.isError ? serverMessageOr(disable.error, SECURITY_MESSAGES.invalidCode) : undefined)}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="profile-actions">
            <Button type="submit" variant="secondary" loading={disable.isPending}>
              {t('profile.security.turnOff')}
            </Button>
          </div>
        </form>
      )}
      {disable.isSuccess && !on && <FormMessage kind="success" text={disable.data.message} />}
    </section>
  );
}
