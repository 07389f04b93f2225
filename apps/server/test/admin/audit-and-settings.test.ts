import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { signInStaff, userIdOf, type StaffLogin } from './staff-helpers.ts';

describe(`back-office audit log and broker settings [${dialectName}]`, () => {
  let t: TestApp;
  let admin: StaffLogin;
  let finance: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInStaff(t, 'admin');
    finance = await signInStaff(t, 'finance');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, auth: object, payload?: object) =>
    t.app.inject({ method, url, headers: auth as Record<string, string>, ...(payload ? { payload } : {}) });

  it('changing settings, when an admin patches some keys, then they apply at once and the change is audited with before and after', async () => {
    const before = (await call('GET', '/api/admin/settings', admin.auth)).json();
    const response = await call('PATCH', '/api/admin/settings', admin.auth, { wallet_trc20: 'TNewAddress123', stop_out_level: 40 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ wallet_trc20: 'TNewAddress123', stop_out_level: 40, referral_reward: before.referral_reward });
    const live = await t.ctx.settings.get();
    expect(live.walletAddresses.TRC20).toBe('TNewAddress123');
    expect(live.stopOutLevel).toBe(40);
    const audit = (await call('GET', '/api/admin/audit?action=settings', admin.auth)).json();
    expect(audit.items[0]).toMatchObject({
      action: 'settings.update',
      actor_email: admin.email,
      before: { wallet_trc20: before.wallet_trc20, stop_out_level: before.stop_out_level },
      after: { wallet_trc20: 'TNewAddress123', stop_out_level: 40 },
    });
  });

  it('changing settings, when a value is bad or a key unknown, then 422 and nothing changes', async () => {
    const bad = await call('PATCH', '/api/admin/settings', admin.auth, { stop_out_level: -1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.stop_out_level).toBeDefined();
    expect((await call('PATCH', '/api/admin/settings', admin.auth, { colour: 'red' })).statusCode).toBe(422);
    expect((await t.ctx.settings.get()).stopOutLevel).not.toBe(-1);
  });

  it('the audit log, when filtered by actor, action, target and dates, then returns only matching entries, newest first', async () => {
    const trader = await signUpTrader(t.app);
    const id = await userIdOf(t, trader.email);
    await call('POST', `/api/admin/traders/${id}/adjust`, finance.auth, { amount: 10, kind: 'adjustment', reason: 'one' });
    await call('POST', `/api/admin/traders/${id}/adjust`, finance.auth, { amount: 20, kind: 'adjustment', reason: 'two' });
    const byTarget = (await call('GET', `/api/admin/audit?target_type=user&target_id=${id}`, admin.auth)).json();
    expect(byTarget.total).toBe(2);
    expect(byTarget.items.map((e: { after: { reason: string } }) => e.after.reason)).toEqual(['two', 'one']);
    const byActor = (await call('GET', `/api/admin/audit?actor=${encodeURIComponent(finance.email.toUpperCase())}`, admin.auth)).json();
    expect(byActor.items.every((e: { actor_id: number }) => e.actor_id === finance.id)).toBe(true);
    const byActorId = (await call('GET', `/api/admin/audit?actor=${finance.id}`, admin.auth)).json();
    expect(byActorId.total).toBe(byActor.total);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call('GET', `/api/admin/audit?from=${future}`, admin.auth)).json().total).toBe(0);
    const paged = (await call('GET', `/api/admin/audit?target_id=${id}&page=2&page_size=1`, admin.auth)).json();
    expect(paged).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(paged.items[0].after.reason).toBe('one');
    expect((await call('GET', '/api/admin/audit?from=yesterday', admin.auth)).statusCode).toBe(422);
  });

  it('the audit log, when someone tries to edit or delete it, then no such route exists', async () => {
    const [entry] = (await call('GET', '/api/admin/audit', admin.auth)).json().items;
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      expect((await call(method, `/api/admin/audit/${entry.id}`, admin.auth, {})).statusCode).toBe(404);
      expect((await call(method, '/api/admin/audit', admin.auth, {})).statusCode).toBe(404);
    }
  });
});
