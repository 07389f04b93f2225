import { authenticator } from 'otplib';

/** The code an authenticator app would show now for this secret. */
export function totpNow(secret: string): string {
  return authenticator.generate(secret.replace(/\s/g, ''));
}
