import { z } from 'zod';
import { accountTypeSchema } from './auth.ts';
import { LANGUAGES } from './languages.ts';

export const staffRoles = ['admin', 'compliance', 'finance', 'support', 'dealer'] as const;
export const roleSchema = z.enum(['trader', ...staffRoles]);
export type Role = z.infer<typeof roleSchema>;

export { LANGUAGES, type Language } from './languages.ts';
export const languageSchema = z.enum(LANGUAGES, { error: 'Choose English (en) or Hindi (hi).' });

export const setLanguageRequestSchema = z.object({ language: languageSchema });

/** The user as `GET /api/me` answers (spec §3). */

export const meSchema = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  email2: z.string().nullable(),
  language: languageSchema,
  birth_day: z.number().nullable(),
  birth_month: z.number().nullable(),
  birth_year: z.number().nullable(),
  address_line: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  phone_code: z.string().nullable(),
  mobile: z.string().nullable(),
  preferred_currency: z.string().nullable(),
  account_type: accountTypeSchema,
  role: roleSchema,
  referral_code: z.string(),
  created_at: z.string(),
  email_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
