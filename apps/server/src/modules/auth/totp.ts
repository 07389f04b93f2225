import { createHash, randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';

const STEP_MS = 30_000;
export const TOTP_ISSUER = 'Trading Platform';

export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

export function otpauthUrl(accountName: string, secret: string): string {
  return authenticator.keyuri(accountName, TOTP_ISSUER, secret);
}

/**
 * The time step a 6-digit code belongs to, when it is right at `now` give or take one step of
 * clock skew (RFC 6238 §5.2) and newer than the last step accepted; 'reused' when it is right but
 * its step (or a later one) was already accepted; otherwise null. Remembering the step makes each
 * code single-use.
 */
export function matchTotp(secret: string, code: string, now: number, lastStep: number | null): number | 'reused' | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = authenticator.clone({ epoch: now, window: 1 }).checkDelta(code, secret);
  if (delta === null) return null;
  const step = Math.floor(now / STEP_MS) + delta;
  if (lastStep !== null && step <= lastStep) return 'reused';
  return step;
}

/** The code an authenticator app shows at `at` (tests and the enrolment check use it). */
export function totpAt(secret: string, at: number): string {
  return authenticator.clone({ epoch: at }).generate(secret);
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten one-time recovery codes like "K7QP2-MX9DA" (50 random bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    let code = '';
    for (const byte of bytes) code += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** Recovery codes are compared case- and dash-insensitively, and only their hash is stored. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .digest('hex');
}
