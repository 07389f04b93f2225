import { PASSWORD_MIN_LENGTH } from '@platform/shared/auth';

/** '• At least 8 characters', turning to the ok state once the password is long enough. */
export function PasswordLengthHint({ password }: { password: string }) {
  const ok = password.length >= PASSWORD_MIN_LENGTH;
  return (
    <p className={`auth-hint ${ok ? 'auth-hint--ok' : ''}`} data-ok={ok}>
      • At least {PASSWORD_MIN_LENGTH} characters
    </p>
  );
}
