import { z } from 'zod';

/** Spec §5 "Password change": the failure text when any rule below is broken. */
export const PASSWORD_REQUIREMENTS_MESSAGE = 'Password does not meet minimum requirements.';

export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'latin';
  /** The checklist line the screen shows, ticked live as the trader types. */
  label: string;
  test(password: string): boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (p) => p.length >= 8 },
  { id: 'upper', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p) => /[0-9]/.test(p) },
  // Printable ASCII only: letters, digits, punctuation and the space.
  { id: 'latin', label: 'Only in Latin letters', test: (p) => /^[\x20-\x7E]*$/.test(p) },
];

export function meetsPasswordRules(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}

export const newPasswordSchema = z
  .string({ error: PASSWORD_REQUIREMENTS_MESSAGE })
  .max(128, 'Password must be at most 128 characters.')
  .refine(meetsPasswordRules, PASSWORD_REQUIREMENTS_MESSAGE);

/** `POST /api/user/change-password`. */
export const changePasswordRequestSchema = z.object({
  old_password: z
    .string({ error: 'Please enter your current password.' })
    .min(1, 'Please enter your current password.')
    .max(128, 'Password must be at most 128 characters.'),
  new_password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const CHANGE_PASSWORD_SUCCESS = 'Password changed successfully.';
export const WRONG_OLD_PASSWORD = 'Your current password is incorrect.';
