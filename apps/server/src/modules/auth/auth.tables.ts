import type { Generated, Selectable } from 'kysely';
import type { AccountType } from '@platform/shared/auth';
import type { Language, Role } from '@platform/shared/user';
import type { Id } from '../../db/column-types.ts';

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string;
  name: string;
  first_name: string;
  last_name: string;
  username: string | null;
  email2: string | null;
  language: Generated<Language>;
  birth_day: number | null;
  birth_month: number | null;
  birth_year: number | null;
  address_line: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  phone_code: string | null;
  mobile: string | null;
  preferred_currency: string | null;
  account_type: AccountType;
  role: Role;
  status: 'active' | 'disabled';
  referral_code: string;
  referred_by: number | null;
  created_at: number;
  updated_at: number;
  email_verified_at: number | null;
  /** Base32 TOTP secret; set while enrolling, in force once totp_enabled_at is set. */
  totp_secret: string | null;
  totp_enabled_at: number | null;
  totp_last_step: number | null;
}
export type UserRow = Selectable<UsersTable>;

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  user_agent: string | null;
  ip: string | null;
  last_seen_at: number | null;
}

export interface RecoveryCodesTable {
  id: Id;
  user_id: number;
  code_hash: string;
  used_at: number | null;
  created_at: number;
}

export type SignInOutcome = 'success' | 'signup' | 'wrong_password' | 'wrong_code' | 'two_factor_pending' | 'rate_limited' | 'disabled';

export interface SignInAttemptsTable {
  id: Id;
  user_id: number | null;
  email: string;
  ip: string;
  user_agent: string | null;
  outcome: SignInOutcome;
  created_at: number;
}

export type OneTimePurpose = 'password-reset' | 'email-verification' | 'two-factor-challenge';

export interface OneTimeTokensTable {
  id: Id;
  user_id: number;
  purpose: OneTimePurpose;
  token_hash: string;
  detail: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}
