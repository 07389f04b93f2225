import { useState, type FormEvent } from 'react';
import { SECURITY_MESSAGES } from '@platform/shared/security';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useConfirmTwoFactor, useDisableTwoFactor, useEnrolTwoFactor, useSecurityStatus } from '../api/security.ts';

/** Two-factor sign-in: enrol (scan, confirm a code, keep the recovery codes) or turn it off with a code. */
export function TwoFactorCard() {
  const status = useSecurityStatus();
  const enrol = useEnrolTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

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

  return (
    <section className="security-card" aria-labelledby="two-factor-title">
      <header className="security-card__header">
        <h2 id="two-factor-title">Two-factor sign-in</h2>
        <span className={`security-badge security-badge--${on ? 'on' : 'off'}`}>{on ? 'On' : 'Off'}</span>
      </header>
      <p className="security-card__intro">
        After your password, sign-in asks for a code from an authenticator app. Withdrawals ask for one too.
      </p>

      {confirm.isSuccess && (
        <div className="security-recovery">
          <FormMessage kind="success" text={confirm.data.message} />
          <p>
            <strong>Save these recovery codes now.</strong> Each works once if you lose your phone. They will not be shown again.
          </p>
          <ol className="security-recovery__codes" aria-label="Recovery codes">
            {confirm.data.recovery_codes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ol>
        </div>
      )}

      {!on && !pending && !confirm.isSuccess && (
        <div className="profile-actions">
          <Button onClick={() => enrol.mutate()} loading={enrol.isPending}>
            Set up two-factor sign-in
          </Button>
          <FormMessage kind="error" text={enrol.isError ? serverMessageOr(enrol.error, 'Could not start the set-up.') : null} />
        </div>
      )}

      {pending && (
        <form
          className="security-enrol"
          noValidate
          aria-label="Confirm two-factor sign-in"
          onSubmit={withCode((c) => confirm.mutate(c, { onSuccess: () => setCode('') }))}
        >
          <img
            className="security-enrol__qr"
            src={enrol.data.qr_code}
            alt="QR code to scan with your authenticator app"
            width={180}
            height={180}
          />
          <div className="security-enrol__steps">
            <p>1. Scan the QR code with an authenticator app (Google Authenticator, Authy, 1Password…).</p>
            <p>
              Can't scan it? Enter this key: <code className="security-enrol__secret">{enrol.data.secret}</code>
            </p>
            <p>2. Enter the 6-digit code the app shows.</p>
            <TextField
              label="Authentication code"
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
                Turn on
              </Button>
            </div>
          </div>
        </form>
      )}

      {on && !confirm.isSuccess && (
        <form
          className="security-disable"
          noValidate
          aria-label="Turn off two-factor sign-in"
          onSubmit={withCode((c) => disable.mutate(c, { onSuccess: () => setCode('') }))}
        >
          <p className="security-card__intro">{status.data?.recovery_codes_left ?? 0} recovery codes left.</p>
          <TextField
            label="Code to turn it off"
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
              Turn off
            </Button>
          </div>
        </form>
      )}
      {disable.isSuccess && !on && <FormMessage kind="success" text={disable.data.message} />}
    </section>
  );
}
