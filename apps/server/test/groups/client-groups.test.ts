import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@platform/shared/orders';
import { sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { fund } from '../helpers/funds.ts';
import { auditFor, signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';

let t: TradingTestApp;
let admin: StaffLogin;
beforeAll(async () => {
  t = await buildTradingApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
const place = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/place', headers: auth, payload });
const buyEurusd = { symbol: 'EURUSD', side: 'buy', order_type: 'market', volume: 1, leverage: 400 };

const rule = (target_kind: 'path' | 'symbol', target: string, fields: object) => ({ target_kind, target, ...fields });
let groupSeq = 0;
const groupBody = (rules: object[], over: object = {}) => ({
  name: `Gold VIP ${++groupSeq}-${Math.random().toString(36).slice(2, 7)}`,
  account_type: 'demo',
  default_leverage: 100,
  max_leverage: 500,
  margin_call_level: 120,
  stop_out_level: 60,
  rules,
  ...over,
});

async function fundedTrader() {
  const trader = await t.trader();
  await fund(t.services.engineHost, trader.userId, 10_000_000);
  return trader;
}

describe(`client groups (${dialectName})`, () => {
  it("a fresh install, when groups are listed, then Demo and Live Standard exist, one default per account type, today's levels", async () => {
    const response = await asAdmin('GET', '/api/admin/groups');
    expect(response.statusCode).toBe(200);
    const groups = response.json().groups;
    expect(groups.filter((g: { is_default: boolean }) => g.is_default)).toEqual([
      expect.objectContaining({ name: 'Demo', account_type: 'demo', margin_call_level: 100, stop_out_level: 50, rules: [] }),
      expect.objectContaining({ name: 'Live Standard', account_type: 'live', margin_call_level: 100, stop_out_level: 50, rules: [] }),
    ]);
  });

  it('two traders in two groups, when both buy EURUSD at the same price, then prices differ by the markup and each pays its own commission, booked in the ledger', async () => {
    const created = await asAdmin(
      'POST',
      '/api/admin/groups',
      groupBody([rule('symbol', 'eurusd', { markup_mode: 'points', markup: 20, commission_mode: 'per_lot', commission: 3.5 })]),
    );
    expect(created.statusCode).toBe(200);
    const group = created.json().group;
    const plain = await fundedTrader();
    const vip = await fundedTrader();
    const moved = await asAdmin('PUT', `/api/admin/traders/${vip.userId}/group`, { group_id: group.id });
    expect(moved.json()).toMatchObject({ status: 'success', group: { id: group.id, name: group.name } });
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: vip.auth });
    expect(account.json().group).toEqual({ id: group.id, name: group.name });
    await t.quote('EURUSD', 1.1, 1.1001);

    const a = orderSchema.parse((await place(plain.auth, buyEurusd)).json().data.order);
    const b = orderSchema.parse((await place(vip.auth, buyEurusd)).json().data.order);
    expect(Math.round((b.open_price! - a.open_price!) * 100_000)).toBe(10);
    expect(a.commission).toBe(0);
    expect(b.commission).toBe(3.5);
    const closed = await t.app.inject({ method: 'POST', url: '/api/order/close', headers: vip.auth, payload: { order_id: b.id } });
    expect(closed.statusCode).toBe(200);
    await t.services.engineHost.runtime.settled();
    const kinds = await t.ctx.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_cents'])
      .where('user_id', '=', vip.userId)
      .where('kind', '=', 'commission')
      .execute();
    expect(kinds.map((k) => Number(k.amount_cents))).toEqual([-350, -350]);
    const balance = t.services.engineHost.runtime.engine().accountFigures(vip.userId)!.balanceCents;
    expect(await sumLedger(t.ctx.db, vip.userId)).toBe(balance);
    const audit = await auditFor(t, 'account.group', vip.userId);
    expect(audit[0]).toMatchObject({ target_type: 'user' });
  });

  it('a symbol put in close-only, when the trader places a new order, then 409 CLOSE_ONLY, and the open position still closes', async () => {
    const created = (await asAdmin('POST', '/api/admin/groups', groupBody([]))).json().group;
    const trader = await fundedTrader();
    await asAdmin('PUT', `/api/admin/traders/${trader.userId}/group`, { group_id: created.id });
    const open = orderSchema.parse((await place(trader.auth, buyEurusd)).json().data.order);
    const { id, accounts: _accounts, updated_at: _at, archived: _archived, currency: _currency, ...body } = created;
    const edited = await asAdmin('PATCH', `/api/admin/groups/${id}`, {
      ...body,
      rules: [rule('path', 'Forex/Majors', { trade_mode: 'close_only' })],
    });
    expect(edited.statusCode).toBe(200);
    const refused = await place(trader.auth, buyEurusd);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CLOSE_ONLY' });
    const closed = await t.app.inject({ method: 'POST', url: '/api/order/close', headers: trader.auth, payload: { order_id: open.id } });
    expect(closed.statusCode).toBe(200);
  });

  it('an account in a group, when staff read its conditions and the trader its specification, then both show the effective values and where each came from', async () => {
    const created = (
      await asAdmin(
        'POST',
        '/api/admin/groups',
        groupBody([
          rule('path', 'Metals', { leverage_cap: 50, commission_mode: 'per_lot', commission: 7 }),
          rule('symbol', 'XAUUSD', { markup_mode: 'points', markup: 30 }),
        ]),
      )
    ).json().group;
    const trader = await fundedTrader();
    await asAdmin('PUT', `/api/admin/traders/${trader.userId}/group`, { group_id: created.id });
    const conditions = await asAdmin('GET', `/api/admin/traders/${trader.userId}/conditions/XAUUSD`);
    expect(conditions.statusCode).toBe(200);
    expect(conditions.json()).toMatchObject({
      path: 'Metals',
      conditions: {
        leverage_cap: { value: 50, source: { kind: 'path', path: 'Metals' } },
        commission: { value: 7, source: { kind: 'path', path: 'Metals' } },
        markup: { value: 30, source: { kind: 'symbol', symbol: 'XAUUSD' } },
        swap_long: { source: { kind: 'sheet' } },
        stop_out_level: { value: 60, source: { kind: 'group' } },
      },
    });
    const spec = await t.app.inject({ method: 'GET', url: '/api/symbols/XAUUSD/specification', headers: trader.auth });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().specification).toMatchObject({
      symbol: 'XAUUSD',
      group: created.name,
      leverage: 50,
      commission: 7,
      markup: 30,
      stop_out_level: 60,
    });
  });

  it('bad group input or a trader, when sent, then 422 with the field or 403, and nothing is written', async () => {
    const before = (await asAdmin('GET', '/api/admin/groups')).json().groups.length;
    expect((await asAdmin('POST', '/api/admin/groups', groupBody([], { name: 'Demo' }))).statusCode).toBe(422);
    const unknown = await asAdmin('POST', '/api/admin/groups', groupBody([rule('symbol', 'NOPE', { markup: 1, markup_mode: 'points' })]));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty(['rules.0.target']);
    expect((await asAdmin('POST', '/api/admin/groups', groupBody([], { stop_out_level: 150 }))).statusCode).toBe(422);
    const trader = await t.trader();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/groups', headers: trader.auth })).statusCode).toBe(403);
    expect((await asAdmin('GET', '/api/admin/groups')).json().groups.length).toBe(before);
  });
});
