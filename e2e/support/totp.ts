import { authenticator } from 'otplib';

const STEP_MS = 30_000;

/** The code an authenticator app would show now for this secret. */
export function totpNow(secret: string): string {
  return authenticator.generate(secret.replace(/\s/g, ''));
}

/**
 * The code an authenticator app shows in the time step after the one it shows now: the server
 * accepts it now (one step of clock skew either way) and, unlike the current code, it is newer than
 * a code just spent, so a test need not wait up to 30 s for the app's next code.
 */
export function totpNextStep(secret: string): string {
  const nextStep = Math.floor(Date.now() / STEP_MS) + 1;
  return authenticator.clone({ epoch: nextStep * STEP_MS }).generate(secret.replace(/\s/g, ''));
}
