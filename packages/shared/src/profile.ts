import { z } from 'zod';
import { currencyCodes } from './currencies.ts';
import { meSchema } from './user.ts';

/** Spec §9: the countries and phone codes the profile offers (+1 serves both the US and Canada). */
export const countries = ['India', 'United States', 'United Kingdom', 'United Arab Emirates', 'Canada', 'Australia', 'Other'] as const;
export const phoneCodeOptions = [
  { code: '+91', country: 'India' },
  { code: '+1', country: 'United States' },
  { code: '+44', country: 'United Kingdom' },
  { code: '+971', country: 'United Arab Emirates' },
  { code: '+1', country: 'Canada' },
  { code: '+61', country: 'Australia' },
] as const;
export const phoneCodes: readonly string[] = [...new Set(phoneCodeOptions.map((o) => o.code))];

export const MIN_BIRTH_YEAR = 1900;
export const MINIMUM_AGE = 18;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully.',
  updateFailed: 'Update failed.',
  loadFailed: 'Unable to load profile.',
  birthDate: 'Enter a real date of birth.',
  tooYoung: 'You must be at least 18 years old.',
} as const;

/** The years of the birth-year select: this year down to 1900. */
export function birthYears(today = new Date()): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= MIN_BIRTH_YEAR; year--) years.push(year);
  return years;
}

export function isRealDate(day: number, month: number, year: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when someone born on that day has had their 18th birthday by `today` (UTC). */
export function isAdultOn(day: number, month: number, year: number, today = new Date()): boolean {
  const eighteenth = Date.UTC(year + MINIMUM_AGE, month - 1, day);
  return eighteenth <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

/** '' and null clear a field; undefined leaves it as it is. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, `At most ${max} characters.`).nullable().optional());
const birthPart = (min: number, max: number, label: string) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: `Choose a ${label}.` })
      .int(`Choose a ${label}.`)
      .min(min, `Choose a ${label}.`)
      .max(max, `Choose a ${label}.`)
      .nullable()
      .optional(),
  );
const oneOf = (allowed: readonly string[], message: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .refine((v) => allowed.includes(v), message)
      .nullable()
      .optional(),
  );

/**
 * `POST /api/user/update`: the whole profile object; only these fields are read, everything
 * else (email, account_type, balance, role, …) is ignored.
 */
export const profileUpdateSchema = z
  .object({
    first_name: z
      .string({ error: 'Please enter your first name.' })
      .trim()
      .min(1, 'Please enter your first name.')
      .max(120, 'At most 120 characters.')
      .optional(),
    last_name: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(120, 'At most 120 characters.').optional()),
    birth_day: birthPart(1, 31, 'day'),
    birth_month: birthPart(1, 12, 'month'),
    birth_year: birthPart(MIN_BIRTH_YEAR, 9999, 'year'),
    address_line: optionalText(255),
    postal_code: optionalText(32),
    city: optionalText(120),
    country: oneOf(countries, 'Choose a country from the list.'),
    phone_code: oneOf(phoneCodes, 'Choose a phone code from the list.'),
    mobile: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .regex(/^[0-9 ()-]{4,20}$/, 'Enter a valid phone number.')
        .nullable()
        .optional(),
    ),
    email2: z.preprocess(blankToNull, z.email('Enter a valid email address.').max(254).nullable().optional()),
    preferred_currency: z.preprocess(
      blankToNull,
      z
        .string()
        .refine((code) => currencyCodes.has(code), 'Choose a currency from the list.')
        .nullable()
        .optional(),
    ),
  })
  .superRefine((profile, context) => {
    const parts = [profile.birth_day, profile.birth_month, profile.birth_year];
    if (parts.every((p) => p === undefined) || parts.every((p) => p === null)) return;
    const [day, month, year] = parts;
    if (typeof day !== 'number' || typeof month !== 'number' || typeof year !== 'number' || !isRealDate(day, month, year)) {
      context.addIssue({ code: 'custom', path: ['birth_day'], message: PROFILE_MESSAGES.birthDate });
    } else if (!isAdultOn(day, month, year)) {
      context.addIssue({ code: 'custom', path: ['birth_year'], message: PROFILE_MESSAGES.tooYoung });
    }
  });
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;

export const profileUpdatedSchema = z.object({ status: z.literal('success'), message: z.string(), user: meSchema });
export type ProfileUpdated = z.infer<typeof profileUpdatedSchema>;
