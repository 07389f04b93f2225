import type { StaffRole } from '@platform/shared/admin';
import type { TestApp } from '../helpers/build-test-app.ts';
import { TEST_PASSWORD, uniqueEmail } from '../helpers/traders.ts';
import { insertStaffUser } from '../../src/modules/admin/staff.repository.ts';
import { enrolTwoFactor } from '../helpers/two-factor.ts';

export interface StaffLogin {
  id: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** A staff login of the given role, created straight in the database and signed in through the API. */
export async function signInStaff(t: TestApp, role: StaffRole): Promise<StaffLogin> {
  const email = uniqueEmail(role);
  const passwordHash = await t.ctx.hasher.hash(TEST_PASSWORD);
  const user = await insertStaffUser(t.ctx.db, { email, name: `Staff ${role}`, role, passwordHash }, Date.now());
  const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: TEST_PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.body}`);
  const { token } = response.json<{ token: string }>();
  const auth = { authorization: `Bearer ${token}` };
  // The back office needs two-factor sign-in on (the default setting).
  await enrolTwoFactor(t.app, auth, t.ctx.clock.now());
  return { id: user.id, email, token, auth };
}

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

export async function auditFor(t: TestApp, action: string, targetId?: number) {
  let query = t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (targetId !== undefined) query = query.where('target_id', '=', targetId);
  return query.orderBy('id', 'desc').execute();
}
