import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { sumLedger, findAccount } from '../../src/engine-host/storage/ledger.repository.ts';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from '../../src/realtime/channels.ts';
import { auditFor, signInStaff, userIdOf, type StaffLogin } from './staff-helpers.ts';

describe(`back-office traders [${dialectName}]`, () => {
  let t: TestApp;
  let admin: StaffLogin;
  let finance: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp({ DEMO_START_BALANCE: '1000' });
    admin = await signInStaff(t, 'admin');
    finance = await signInStaff(t, 'finance');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, auth: object, payload?: object) =>
    t.app.inject({ method, url, headers: auth as Record<string, string>, ...(payload ? { payload } : {}) });

  it('searching traders, when part of a name or email is given, then only matches come back, paged', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    await signUpTrader(t.app, { name: `Ada ${marker}` });
    await signUpTrader(t.app, { email: `${marker}-b@example.com` });
    await signUpTrader(t.app);
    const response = await call('GET', `/api/admin/traders?search=${marker.toUpperCase()}&page_size=1`, admin.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(body.items).toHaveLength(1);
    const page2 = (await call('GET', `/api/admin/traders?search=${marker}&page=2&page_size=1`, admin.auth)).json();
    expect(page2.items[0].id).not.toBe(body.items[0].id);
    const noStaff = (await call('GET', `/api/admin/traders?search=${encodeURIComponent(admin.email)}`, admin.auth)).json();
    expect(noStaff.total).toBe(0);
  });

  it('a search with % or _, when given, then is taken literally', async () => {
    const response = await call('GET', '/api/admin/traders?search=%25', admin.auth);
    expect(response.json().total).toBe(0);
  });

  it('adjusting a balance, when finance gives an amount and reason, then one ledger entry moves it, the trader hears it, it is audited', async () => {
    const trader = await signUpTrader(t.app);
    const id = await userIdOf(t, trader.email);
    const events: AccountEventMessage[] = [];
    const off = t.ctx.bus.subscribe(ACCOUNT_EVENTS_CHANNEL, (m) => events.push(m as AccountEventMessage));
    const response = await call('POST', `/api/admin/traders/${id}/adjust`, finance.auth, {
      amount: -250.5,
      kind: 'adjustment',
      reason: 'Fee refund reversal',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ balance: 749.5 });
    expect((await findAccount(t.ctx.db, id))!.balanceCents).toBe(74_950);
    expect(await sumLedger(t.ctx.db, id)).toBe(74_950);
    const entry = await t.ctx.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', id)
      .where('kind', '=', 'adjustment')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ amount_cents: -25_050, note: 'Fee refund reversal', created_by: finance.id });
    // The engine re-reads the account after the commit, then tells the trader's screens.
    await vi.waitFor(() => expect(events.some((e) => e.userId === id && e.event === 'account-updated')).toBe(true));
    off();
    const [audit] = await auditFor(t, 'trader.adjustment', id);
    expect(audit).toMatchObject({ actor_id: finance.id, actor_email: finance.email });
    expect(JSON.parse(audit!.before_json!)).toEqual({ balance: 1000, credit: 0 });
  });

  it('adjusting a balance, when the reason is missing or the result would be negative, then 422 and nothing moves', async () => {
    const trader = await signUpTrader(t.app);
    const id = await userIdOf(t, trader.email);
    const noReason = await call('POST', `/api/admin/traders/${id}/adjust`, finance.auth, { amount: 5, kind: 'credit', reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['A reason is required.']);
    const badKind = await call('POST', `/api/admin/traders/${id}/adjust`, finance.auth, { amount: 5, kind: 'gift', reason: 'x' });
    expect(badKind.statusCode).toBe(422);
    const tooMuch = await call('POST', `/api/admin/traders/${id}/adjust`, finance.auth, {
      amount: -1000.01,
      kind: 'adjustment',
      reason: 'x',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(await sumLedger(t.ctx.db, id)).toBe(100_000);
    expect(await auditFor(t, 'trader.adjustment', id)).toHaveLength(0);
  });

  it('a credit, when given, then moves the credit line (in equity, never withdrawable), not the balance, and is audited', async () => {
    const trader = await signUpTrader(t.app);
    const id = await userIdOf(t, trader.email);
    const response = await call('POST', `/api/admin/traders/${id}/adjust`, admin.auth, {
      amount: 50,
      kind: 'credit',
      reason: 'Welcome bonus',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ balance: 1000, credit: 50 });
    expect(await findAccount(t.ctx.db, id)).toMatchObject({ balanceCents: 100_000, creditCents: 5_000 });
    expect(await sumLedger(t.ctx.db, id)).toBe(100_000);
    const account = (await call('GET', '/api/account', trader.auth)).json().account;
    expect(account).toMatchObject({ balance: 1000, credit: 50, equity: 1050 });
    const tooMuch = await call('POST', `/api/admin/traders/${id}/adjust`, admin.auth, {
      amount: -50.01,
      kind: 'credit',
      reason: 'Remove bonus',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toEqual(['The credit cannot go below zero.']);
    const [audit] = await auditFor(t, 'trader.credit', id);
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ credit: 50, reason: 'Welcome bonus' });
  });

  it('disabling a trader, when applied, then their token is refused at once and they cannot sign in until re-enabled', async () => {
    const trader = await signUpTrader(t.app);
    const id = await userIdOf(t, trader.email);
    expect((await call('GET', '/api/me', trader.auth)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/traders/${id}/disable`, admin.auth)).json()).toEqual({ id, status: 'disabled' });
    expect((await call('GET', '/api/me', trader.auth)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: trader.email, password: 'Str0ngPass!' } });
    expect(login.statusCode).toBe(403);
    expect((await call('POST', `/api/admin/traders/${id}/enable`, admin.auth)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: trader.email, password: 'Str0ngPass!' } });
    expect(again.statusCode).toBe(200);
    expect(await auditFor(t, 'trader.disable', id)).toHaveLength(1);
    expect(await auditFor(t, 'trader.enable', id)).toHaveLength(1);
  });

  it('a trader page, when asked, then has profile, account and ledger; an unknown or staff id is 404', async () => {
    const trader = await signUpTrader(t.app, { name: 'Grace Hopper' });
    const id = await userIdOf(t, trader.email);
    const response = await call('GET', `/api/admin/traders/${id}`, admin.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.profile).toMatchObject({ id, email: trader.email, first_name: 'Grace', status: 'active' });
    expect(body.account.balance).toBe(1000);
    expect(body.ledger[0]).toMatchObject({ kind: 'demo_credit', amount: 1000 });
    expect((await call('GET', '/api/admin/traders/999999', admin.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/traders/${admin.id}`, admin.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/traders/abc', admin.auth)).statusCode).toBe(404);
  });
});
