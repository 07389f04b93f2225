import type { StaffRole } from '@platform/shared/admin';
import { staffRoles } from '@platform/shared/user';
import type { Db } from '../../db/database.ts';
import { insertUser, userFromRow, type User } from '../auth/public.ts';
import { newReferralCode } from '../../lib/token.ts';
import { splitFullName } from '../auth/public.ts';
import { createAccount } from '../../engine-host/engine-host.ts';

export interface NewStaffUser {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
}

export async function listStaffUsers(db: Db): Promise<User[]> {
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('role', 'in', [...staffRoles])
    .orderBy('id', 'asc')
    .execute();
  return rows.map(userFromRow);
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A staff login: a user row with a staff role and an empty account, so trader screens never break for them. */
export async function insertStaffUser(trx: Db, staff: NewStaffUser, now: number): Promise<User> {
  const { firstName, lastName } = splitFullName(staff.name);
  const user = await insertUser(trx, {
    email: staff.email.toLowerCase(),
    passwordHash: staff.passwordHash,
    name: staff.name.trim(),
    firstName,
    lastName,
    username: staff.email.toLowerCase(),
    accountType: 'live',
    role: staff.role,
    status: 'active',
    referralCode: newReferralCode(),
    referredBy: null,
    createdAt: now,
    updatedAt: now,
  });
  await createAccount(trx, user.id, now, { type: 'live' });
  return user;
}
