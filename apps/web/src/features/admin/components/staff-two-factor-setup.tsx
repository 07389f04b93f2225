// Shown at /admin to staff without two-factor sign-in while the broker requires it: scan, confirm, keep the codes.
import { useState, type FormEvent } from 'react';
import { SECURITY_MESSAGES } from '@platform/shared/security';
import { RecoveryCodes } from '../../../components/ui/recovery-codes.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { localMessage, serverMessageOr } from '../../../lib/server-message.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useRecheckAccess, useStaffConfirm, useStaffEnrol } from '../api/staff-two-factor.ts';
import './admin-gate.css';

export function StaffTwoFactorSetup({ email }: { email: string }) {
  const { t } = useTranslation();
  const enrol = useStaffEnrol();
  const confirm = useStaffConfirm();
  const recheck = useRecheckAccess();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!enrol.data) enrol.mutate(password, { onSuccess: () => setPassword('') });
    else if (!confirm.data) confirm.mutate(code.trim());
    else void recheck();
  }

  return (
    <main className="admin-gate">
      <form className="admin-gate__card card" onSubmit={submit} noValidate aria-label={t('admin.twoFactor.form')}>
        <div>
          <p className="admin-gate__eyebrow">{t('admin.twoFactor.eyebrow', { email })}</p>
          <h1 className="admin-gate__title">{t('admin.twoFactor.title')}</h1>
          <p className="muted">{localMessage(SECURITY_MESSAGES.staffNeedsTwoFactor)}</p>
        </div>
        {(enrol.isError || confirm.isError) && (
          <div className="banner banner--error" role="alert">
            {serverMessageOr(confirm.error ?? enrol.error, SECURITY_MESSAGES.invalidCode)}
          </div>
        )}
        {!enrol.data && (
          <TextField
            label={t('admin.twoFactor.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        {enrol.data && !confirm.data && (
          <div className="admin-2fa">
            <img src={enrol.data.qr_code} alt={t('admin.twoFactor.qr')} width={180} height={180} className="admin-2fa__qr" />
            <p className="muted">
              {t('admin.twoFactor.scan')} <code className="admin-2fa__secret">{enrol.data.secret}</code>
            </p>
            <TextField
              label={t('admin.signIn.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={20}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
        )}
        {confirm.data && (
          <div className="admin-2fa">
            <p>
              <strong>{t('admin.twoFactor.saveCodes')}</strong> {t('admin.twoFactor.saveCodesNote')}
            </p>
            <RecoveryCodes codes={confirm.data.recovery_codes} label={t('admin.twoFactor.recoveryCodes')} />
          </div>
        )}
        <Button
          type="submit"
          block
          size="lg"
          loading={enrol.isPending || confirm.isPending}
          disabled={Boolean((!enrol.data && password === '') || (enrol.data && !confirm.data && code.trim().length < 6))}
        >
          {!enrol.data ? t('admin.twoFactor.start') : !confirm.data ? t('admin.twoFactor.turnOn') : t('admin.twoFactor.continue')}
        </Button>
      </form>
    </main>
  );
}
