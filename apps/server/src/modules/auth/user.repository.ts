import type { Insertable, Selectable, Updateable } from 'kysely';
import type { AccountType } from '@platform/shared/auth';
import type { Language, Role } from '@platform/shared/user';
import { toColumns, type Camelized } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from './auth.tables.ts';

/** A login (trader or staff) as the services read it. */
export interface User {
  id: number;
  email: string;
  passwordHash: string;
  name: string;
  firstName: string;
  lastName: string;
  username: string | null;
  email2: string | null;
  language: Language;
  birthDay: number | null;
  birthMonth: number | null;
  birthYear: number | null;
  addressLine: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  phoneCode: string | null;
  mobile: string | null;
  preferredCurrency: string | null;
  accountType: AccountType;
  role: Role;
  status: 'active' | 'disabled';
  referralCode: string;
  referredBy: number | null;
  createdAt: number;
  updatedAt: number;
  emailVerifiedAt: number | null;
  /** Base32 TOTP secret; set while enrolling, in force once totpEnabledAt is set. */
  totpSecret: string | null;
  totpEnabledAt: number | null;
  totpLastStep: number | null;
}

export function userFromRow(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    email2: row.email2,
    language: row.language,
    birthDay: row.birth_day,
    birthMonth: row.birth_month,
    birthYear: row.birth_year,
    addressLine: row.address_line,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
    phoneCode: row.phone_code,
    mobile: row.mobile,
    preferredCurrency: row.preferred_currency,
    accountType: row.account_type,
    role: row.role,
    status: row.status,
    referralCode: row.referral_code,
    referredBy: row.referred_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    emailVerifiedAt: row.email_verified_at,
    totpSecret: row.totp_secret,
    totpEnabledAt: row.totp_enabled_at,
    totpLastStep: row.totp_last_step,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row && userFromRow(row);
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && userFromRow(row);
}

export async function findUserByReferralCode(db: Db, code: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('referral_code', '=', code.toUpperCase()).executeTakeFirst();
  return row && userFromRow(row);
}

export type NewUser = Camelized<Insertable<UsersTable>>;
export type UserChanges = Camelized<Updateable<UsersTable>>;

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  const row = await db.insertInto('users').values(toColumns<Insertable<UsersTable>>(user)).returningAll().executeTakeFirstOrThrow();
  return userFromRow(row);
}

export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<User> {
  const row = await db
    .updateTable('users')
    .set(toColumns<Updateable<UsersTable>>(changes))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return userFromRow(row);
}
