import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

export const accountTypeSchema = z.enum(['demo', 'live']);
export type AccountType = z.infer<typeof accountTypeSchema>;

const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .email('Enter a valid email address.');

const password = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, 'Password must be at most 128 characters.');

const name = z
  .string({ error: 'Full name is required.' })
  .trim()
  .min(1, 'Full name is required.')
  .max(120, 'Name must be at most 120 characters.');

export const signupRequestSchema = z
  .object({
    name,
    email,
    password,
    password_confirmation: z.string({ error: 'Confirm your password.' }),
    account_type: accountTypeSchema.default('demo'),
    referral_code: z.string().trim().max(32).optional(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'Passwords do not match.',
    path: ['password_confirmation'],
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const registerRequestSchema = z
  .object({
    name,
    email,
    password,
    password_confirmation: z.string({ error: 'Confirm your password.' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'Passwords do not match.',
    path: ['password_confirmation'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(128),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({ token: z.string(), message: z.string().optional() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
