import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMay, type Permission } from '@platform/shared/admin';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { signInStaff } from './staff-helpers.ts';

/** Every back-office call and the permission it needs. Bodies are harmless (unknown ids or no-op changes). */
const calls: Array<{ method: 'GET' | 'POST' | 'PATCH'; url: string; permission: Permission; payload?: object }> = [
  { method: 'GET', url: '/api/admin/kyc', permission: 'kyc' },
  { method: 'POST', url: '/api/admin/kyc/999999/approve', permission: 'kyc', payload: { notes: '' } },
  { method: 'POST', url: '/api/admin/kyc/999999/reject', permission: 'kyc', payload: { notes: 'x' } },
  { method: 'GET', url: '/api/admin/transactions', permission: 'transactions' },
  { method: 'POST', url: '/api/admin/transactions/999999/approve', permission: 'transactions', payload: { tx_hash: '0x1' } },
  { method: 'POST', url: '/api/admin/transactions/999999/reject', permission: 'transactions', payload: { reason: 'x' } },
  { method: 'GET', url: '/api/admin/traders', permission: 'tradersView' },
  { method: 'GET', url: '/api/admin/traders/999999', permission: 'tradersView' },
  {
    method: 'POST',
    url: '/api/admin/traders/999999/adjust',
    permission: 'tradersAdjust',
    payload: { amount: 1, kind: 'adjustment', reason: 'x' },
  },
  { method: 'POST', url: '/api/admin/traders/999999/disable', permission: 'tradersDisable' },
  { method: 'POST', url: '/api/admin/traders/999999/enable', permission: 'tradersDisable' },
  { method: 'GET', url: '/api/admin/tickets', permission: 'tickets' },
  { method: 'GET', url: '/api/admin/tickets/999999', permission: 'tickets' },
  { method: 'POST', url: '/api/admin/tickets/999999/reply', permission: 'tickets', payload: { message: 'hi' } },
  { method: 'POST', url: '/api/admin/tickets/999999/status', permission: 'tickets', payload: { status: 'closed' } },
  { method: 'GET', url: '/api/admin/symbols', permission: 'book' },
  { method: 'PATCH', url: '/api/admin/symbols/NOPE', permission: 'book', payload: { enabled: true } },
  { method: 'GET', url: '/api/admin/settings', permission: 'book' },
  { method: 'PATCH', url: '/api/admin/settings', permission: 'book', payload: {} },
  { method: 'GET', url: '/api/admin/staff', permission: 'staff' },
  { method: 'POST', url: '/api/admin/staff', permission: 'staff', payload: { email: 'bad' } },
  { method: 'PATCH', url: '/api/admin/staff/999999', permission: 'staff', payload: { role: 'support' } },
  { method: 'GET', url: '/api/admin/audit', permission: 'audit' },
  { method: 'GET', url: '/api/admin/hedging/rules', permission: 'hedging' },
  { method: 'POST', url: '/api/admin/hedging/rules', permission: 'hedging', payload: { mode: 'exposure' } },
  { method: 'GET', url: '/api/admin/hedging/coverage', permission: 'hedging' },
  { method: 'GET', url: '/api/admin/hedging/session', permission: 'hedging' },
  { method: 'GET', url: '/api/admin/hedging/orders', permission: 'hedging' },
  { method: 'GET', url: '/api/admin/hedging/reconciliation?day=2026-01-05', permission: 'hedging' },
  { method: 'GET', url: '/api/admin/risk/exposure', permission: 'risk' },
  { method: 'GET', url: '/api/admin/risk/clients', permission: 'risk' },
  { method: 'GET', url: '/api/admin/risk/margin-calls', permission: 'risk' },
  { method: 'GET', url: '/api/admin/risk/stop-outs', permission: 'risk' },
  { method: 'GET', url: '/api/admin/risk/limits', permission: 'risk' },
  { method: 'GET', url: '/api/admin/risk/switches', permission: 'risk' },
];

const roles = ['admin', 'compliance', 'finance', 'support', 'dealer', 'trader'] as const;

describe(`back-office role matrix [${dialectName}]`, () => {
  let t: TestApp;
  const tokens = new Map<string, Record<string, string>>();
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    for (const role of roles) {
      tokens.set(role, role === 'trader' ? (await signUpTrader(t.app)).auth : (await signInStaff(t, role)).auth);
    }
  });
  afterAll(() => t.close());

  const cases = calls.flatMap((call) =>
    roles.map((role) => ({ ...call, role, allowed: role !== 'trader' && roleMay(role, call.permission) })),
  );

  it.each(cases)('$method $url, when called by $role, then allowed=$allowed', async ({ method, url, payload, role, allowed }) => {
    const response = await t.app.inject({ method, url, headers: tokens.get(role)!, ...(payload ? { payload } : {}) });
    if (allowed) {
      expect(response.statusCode, response.body).not.toBe(403);
      expect(response.statusCode).not.toBe(401);
      expect(response.statusCode).toBeLessThan(500);
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
    }
  });

  it.each(calls)('$method $url, when called without a token, then 401', async ({ method, url, payload }) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
  });

  it('the matrix, when read as a whole, then gives admin everything and each other role its own area only', () => {
    const allowedFor = (role: string) => new Set(cases.filter((c) => c.role === role && c.allowed).map((c) => c.permission));
    expect(allowedFor('admin').size).toBe(new Set(calls.map((c) => c.permission)).size);
    expect([...allowedFor('compliance')].sort()).toEqual(['kyc', 'tradersDisable', 'tradersView']);
    expect([...allowedFor('finance')].sort()).toEqual(['tradersAdjust', 'tradersView', 'transactions']);
    expect([...allowedFor('support')].sort()).toEqual(['tickets', 'tradersView']);
    expect([...allowedFor('dealer')].sort()).toEqual(['hedging', 'risk', 'tradersView']);
    expect(allowedFor('trader').size).toBe(0);
  });
});
