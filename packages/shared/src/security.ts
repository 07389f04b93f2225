import { z } from 'zod';
import { SECURITY_MESSAGES } from './security-messages.ts';
import { newPasswordSchema } from './passwords.ts';
import { devicePartsSchema } from './device.ts';
import { tokenResponseSchema } from './auth.ts';

export { SECURITY_MESSAGES } from './security-messages.ts';

const code = z
  .string({ error: SECURITY_MESSAGES.codeRequired })
  .trim()
  .min(6, SECURITY_MESSAGES.codeRequired)
  .max(20, SECURITY_MESSAGES.invalidCode);

/** `POST /api/login` when two-factor sign-in is on. */
export const twoFactorChallengeSchema = z.object({ two_factor_required: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
/** POST /api/login: a token, or a challenge when the account has two-factor sign-in on. */
export const loginAnswerSchema = z.union([twoFactorChallengeSchema, tokenResponseSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** `POST /api/login/2fa`: a code from the app or one of the recovery codes. */
export const twoFactorLoginSchema = z.object({ challenge: z.string().min(1).max(200), code });
export type TwoFactorLogin = z.input<typeof twoFactorLoginSchema>;

/** `POST /api/2fa/enrol`: a new secret to scan; not in force until confirmed. */
export const twoFactorEnrolmentSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** `POST /api/2fa/confirm`; withdrawals carry `two_factor_code` the same way. */
export const twoFactorCodeSchema = z.object({ code });
export type TwoFactorCode = z.input<typeof twoFactorCodeSchema>;

/** The account's password, asked again before two-factor sign-in is turned on or off. */
const password = z.string({ error: SECURITY_MESSAGES.passwordRequired }).min(1, SECURITY_MESSAGES.passwordRequired).max(200);
/** `POST /api/2fa/enrol`. */
export const twoFactorEnrolRequestSchema = z.object({ password });
export type TwoFactorEnrolRequest = z.input<typeof twoFactorEnrolRequestSchema>;
/** `POST /api/2fa/disable`: the password and a code (or a recovery code). */
export const twoFactorDisableSchema = z.object({ code, password });
export type TwoFactorDisable = z.input<typeof twoFactorDisableSchema>;

export const recoveryCodesSchema = z.object({ status: z.literal('success'), message: z.string(), recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const securityStatusSchema = z.object({
  two_factor_enabled: z.boolean(),
  recovery_codes_left: z.number(),
  email_verified: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

export const sessionSchema = z.object({
  id: z.number(),
  browser: z.string(),
  device: z.string(),
  /** The browser and device in parts, for a screen in another language (`browser` and `device` are English). */
  device_parts: devicePartsSchema,
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });

export const signInAttemptSchema = z.object({
  id: z.number(),
  outcome: z.string(),
  ok: z.boolean(),
  browser: z.string(),
  device: z.string(),
  /** The browser and device in parts, for a screen in another language (`browser` and `device` are English). */
  device_parts: devicePartsSchema,
  ip: z.string(),
  created_at: z.string(),
});
export type SignInAttempt = z.infer<typeof signInAttemptSchema>;
export const signInHistorySchema = z.object({ attempts: z.array(signInAttemptSchema) });

export const forgotPasswordSchema = z.object({
  email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(254).email('Enter a valid email address.'),
});
export type ForgotPassword = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: SECURITY_MESSAGES.invalidLink }).min(1, SECURITY_MESSAGES.invalidLink).max(200),
  new_password: newPasswordSchema,
});
export type ResetPassword = z.input<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({
  token: z.string({ error: SECURITY_MESSAGES.invalidLink }).min(1, SECURITY_MESSAGES.invalidLink).max(200),
});

/** The operator's Terms of Service and Privacy Policy, edited in the back office. */
export const legalPageSchema = z.enum(['terms', 'privacy']);
export type LegalPage = z.infer<typeof legalPageSchema>;
export const legalTextSchema = z.object({ title: z.string(), text: z.string() });
