import { PASSWORD_MIN_LENGTH } from '@platform/shared/auth';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

/** '• At least 8 characters', turning to the ok state once the password is long enough. */
export function PasswordLengthHint({ password }: { password: string }) {
  const { t } = useTranslation();
  const ok = password.length >= PASSWORD_MIN_LENGTH;
  return (
    <p className={`auth-hint ${ok ? 'auth-hint--ok' : ''}`} data-ok={ok}>
      {t('auth.signup.atLeast', { count: PASSWORD_MIN_LENGTH })}
    </p>
  );
}
