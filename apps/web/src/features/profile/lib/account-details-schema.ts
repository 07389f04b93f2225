import { z } from 'zod';

/** Account Details as the form holds them; the phone code is kept as its option key. */
export const accountDetailsSchema = z.object({
  phoneKey: z.string(),
  mobile: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[0-9 ()-]{4,20}$/.test(value), 'Enter a valid phone number.'),
  email2: z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address.'),
  preferred_currency: z.string(),
});

export type AccountDetailsValues = z.input<typeof accountDetailsSchema>;
