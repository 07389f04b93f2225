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
}
export type UserRow = Selectable<UsersTable>;

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}
