import { z } from 'zod';
import { isAdultOn, isRealDate, PROFILE_MESSAGES } from '@platform/shared/profile';

/** Personal Details as the form holds them: selects give strings, '' meaning unset. */
export const personalDetailsSchema = z
  .object({
    first_name: z.string().trim().min(1, 'Please enter your first name.').max(120, 'At most 120 characters.'),
    last_name: z.string().trim().max(120, 'At most 120 characters.'),
    birth_day: z.string(),
    birth_month: z.string(),
    birth_year: z.string(),
    address_line: z.string().trim().max(255, 'At most 255 characters.'),
    postal_code: z.string().trim().max(32, 'At most 32 characters.'),
    city: z.string().trim().max(120, 'At most 120 characters.'),
    country: z.string(),
  })
  .superRefine((values, context) => {
    const parts = [values.birth_day, values.birth_month, values.birth_year];
    if (parts.every((part) => part === '')) return;
    const [day, month, year] = parts.map(Number) as [number, number, number];
    if (parts.some((part) => part === '') || !isRealDate(day, month, year)) {
      context.addIssue({ code: 'custom', path: ['birth_day'], message: PROFILE_MESSAGES.birthDate });
    } else if (!isAdultOn(day, month, year)) {
      // A date under 18 years is refused.
      context.addIssue({ code: 'custom', path: ['birth_day'], message: PROFILE_MESSAGES.tooYoung });
    }
  });

export type PersonalDetailsValues = z.input<typeof personalDetailsSchema>;
