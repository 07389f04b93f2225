import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { TEST_PASSWORD, uniqueEmail } from '../helpers/traders.ts';
import { auditFor, signInStaff, type StaffLogin } from './staff-helpers.ts';

describe(`back-office staff management [${dialectName}]`, () => {
  let t: TestApp;
  let admin: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInStaff(t, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: object, payload?: object) =>
    t.app.inject({ method, url, headers: auth as Record<string, string>, ...(payload ? { payload } : {}) });

  it('creating staff, when an admin sends valid fields, then the new member can sign in and is audited', async () => {
    const email = uniqueEmail('finance');
    const created = await call('POST', '/api/admin/staff', admin.auth, {
      email,
      name: 'Fin Ance',
      role: 'finance',
      password: TEST_PASSWORD,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email, name: 'Fin Ance', role: 'finance', status: 'active' });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const [entry] = await auditFor(t, 'staff.create', created.json().id);
    expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email, target_type: 'user' });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ role: 'finance' });
  });

  it('creating staff, when the email exists or fields are bad, then 409 or 422 and nothing is written', async () => {
    const bad = await call('POST', '/api/admin/staff', admin.auth, { email: 'nope', name: '', role: 'boss', password: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['email', 'name', 'role', 'password']));
    const taken = await call('POST', '/api/admin/staff', admin.auth, {
      email: admin.email,
      name: 'Again',
      role: 'support',
      password: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('listing staff, when asked by an admin, then shows staff only', async () => {
    const response = await call('GET', '/api/admin/staff', admin.auth);
    expect(response.statusCode).toBe(200);
    const roles = response.json().items.map((member: { role: string }) => member.role);
    expect(roles).toContain('admin');
    expect(roles).not.toContain('trader');
  });

  it('changing a role, when applied, then the member’s next call follows the new role', async () => {
    const support = await signInStaff(t, 'support');
    expect((await call('GET', '/api/admin/audit', support.auth)).statusCode).toBe(403);
    const changed = await call('PATCH', `/api/admin/staff/${support.id}`, admin.auth, { role: 'admin' });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/audit', support.auth)).statusCode).toBe(200);
    const [entry] = await auditFor(t, 'staff.update', support.id);
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ role: 'support' });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ role: 'admin' });
  });

  it('disabling a member, when applied, then their token is refused at once', async () => {
    const compliance = await signInStaff(t, 'compliance');
    expect((await call('GET', '/api/admin/traders', compliance.auth)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/staff/${compliance.id}`, admin.auth, { status: 'disabled' })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/traders', compliance.auth)).statusCode).toBe(401);
  });

  it('removing one’s own admin access, when tried, then 409', async () => {
    const response = await call('PATCH', `/api/admin/staff/${admin.id}`, admin.auth, { role: 'support' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot remove your own admin access.');
  });

  it('changing a trader through the staff route, when tried, then 404', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'T R', email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, account_type: 'demo' },
    });
    const row = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect((await call('PATCH', `/api/admin/staff/${row.id}`, admin.auth, { role: 'admin' })).statusCode).toBe(404);
  });
});
