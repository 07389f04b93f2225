import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@platform/shared/orders';
import { sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { fund } from '../helpers/funds.ts';
import { signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';
import { catchUpRollovers } from '../../src/engine-host/rollover/rollover-catch-up.ts';
import { engineMarketOf } from '../../src/modules/market/engine-market.ts';
import { engineGroupsOf } from '../../src/modules/groups/engine-groups.ts';

let t: TradingTestApp;
let admin: StaffLogin;
beforeAll(async () => {
  t = await buildTradingApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
const buyEurusd = { symbol: 'EURUSD', side: 'buy', order_type: 'market', volume: 1, leverage: 400 };
const TUESDAY_ROLLOVER = Date.UTC(2026, 0, 6, 21);
const THURSDAY_ROLLOVER = Date.UTC(2026, 0, 8, 21);
const FRIDAY_ROLLOVER = Date.UTC(2026, 0, 9, 21);

let groupSeq = 0;
const eurusdGroup = (fields: object) => ({
  name: `Swaps ${++groupSeq}-${Math.random().toString(36).slice(2, 7)}`,
  account_type: 'demo',
  default_leverage: 100,
  max_leverage: 500,
  margin_call_level: 100,
  stop_out_level: 50,
  rules: [{ target_kind: 'symbol', target: 'EURUSD', ...fields }],
});

async function traderIn(groupId: number) {
  const trader = await t.trader();
  await fund(t.services.engineHost, trader.userId, 10_000_000);
  expect((await asAdmin('PUT', `/api/admin/accounts/${trader.accountId}/group`, { group_id: groupId })).statusCode).toBe(200);
  return trader;
}

async function createGroup(fields: object): Promise<number> {
  const created = await asAdmin('POST', '/api/admin/groups', eurusdGroup(fields));
  expect(created.statusCode).toBe(200);
  return created.json().group.id;
}

const openSwap = async (auth: Record<string, string>, id: number) => {
  const open = (await t.app.inject({ method: 'GET', url: '/api/orders?status=open', headers: auth })).json().orders;
  return open.find((o: { id: number }) => o.id === id).swap as number;
};

describe(`swap modes (${dialectName})`, () => {
  it('two groups with a points and a % a year swap on EURUSD, when one rollover passes, then each position is charged its own mode, and each ledger sums to its balance', async () => {
    const points = await traderIn(await createGroup({ swap_mode: 'points', swap_long: -10, swap_short: 5 }));
    const percent = await traderIn(await createGroup({ swap_mode: 'percent_per_year', swap_long: -3.6, swap_short: 1 }));
    await t.quote('EURUSD', 1.1, 1.1001);
    const a = orderSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/place', headers: points.auth, payload: buyEurusd })).json().data.order,
    );
    const b = orderSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/place', headers: percent.auth, payload: buyEurusd })).json().data.order,
    );
    expect(await t.services.engineHost.runtime.rollover(TUESDAY_ROLLOVER)).toBe(true);
    // -10 points × 0.00001 × 100,000 = -10 USD; 100,000 × 1.1 (the bid it closes at) × 3.6 % / 360 = 11 USD.
    expect(await openSwap(points.auth, a.id)).toBe(-10);
    expect(await openSwap(percent.auth, b.id)).toBe(-11);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/symbols/EURUSD/specification', headers: percent.auth })).json()
      .specification;
    expect(spec).toMatchObject({ swap_mode: 'percent_per_year', swap_long: -3.6, swap_short: 1 });
    for (const [trader, order] of [
      [points, a],
      [percent, b],
    ] as const) {
      const closed = await t.app.inject({ method: 'POST', url: '/api/order/close', headers: trader.auth, payload: { order_id: order.id } });
      expect(closed.statusCode).toBe(200);
    }
    await t.services.engineHost.runtime.settled();
    for (const [trader, cents] of [
      [points, -1000],
      [percent, -1100],
    ] as const) {
      const swaps = await t.ctx.db
        .selectFrom('ledger_entries')
        .select('amount_cents')
        .where('account_id', '=', trader.accountId)
        .where('kind', '=', 'swap')
        .execute();
      expect(swaps.map((s) => Number(s.amount_cents))).toEqual([cents]);
      const balance = t.services.engineHost.runtime.engine().accountFigures(trader.accountId)!.balanceCents;
      expect(await sumLedger(t.ctx.db, trader.accountId)).toBe(balance);
    }
    const conditions = await asAdmin('GET', `/api/admin/accounts/${points.accountId}/conditions/EURUSD`);
    expect(conditions.json().conditions.swap_mode).toEqual({ value: 'points', source: { kind: 'symbol', symbol: 'EURUSD' } });
  });

  it('a bad swap mode or a percent beyond 100, when staff save a group or the sheet, then 422 naming the field and nothing is saved', async () => {
    const unknown = await asAdmin('POST', '/api/admin/groups', eurusdGroup({ swap_mode: 'weekly', swap_long: 1, swap_short: 1 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Choose a swap mode: usd_per_lot, points or percent_per_year.');
    const sheetMode = await asAdmin('PATCH', '/api/admin/symbols/GBPUSD', { swap_mode: 'weekly' });
    expect(sheetMode.statusCode).toBe(422);
    expect(sheetMode.json().message).toBe('Choose a swap mode: usd_per_lot, points or percent_per_year.');
    const beyond = await asAdmin(
      'POST',
      '/api/admin/groups',
      eurusdGroup({ swap_mode: 'percent_per_year', swap_long: -150, swap_short: 1 }),
    );
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().message).toBe('A swap in % a year is between -100 and 100.');
    // The value alone, read in the mode a wider rule gives it.
    const inherited = await asAdmin('POST', '/api/admin/groups', {
      ...eurusdGroup({ swap_long: -250 }),
      rules: [
        { target_kind: 'path', target: 'Forex', swap_mode: 'percent_per_year', swap_long: -2, swap_short: 1 },
        { target_kind: 'symbol', target: 'EURUSD', swap_long: -250 },
      ],
    });
    expect(inherited.statusCode).toBe(422);
    expect(inherited.json().message).toBe('EURUSD reads this swap in % a year: enter a value between -100 and 100.');
    const sheet = await asAdmin('PATCH', '/api/admin/symbols/GBPUSD', { swap_mode: 'percent_per_year', swap_long: 101 });
    expect(sheet.statusCode).toBe(422);
    expect(sheet.json().message).toBe('A swap in % a year is between -100 and 100.');
    expect(t.services.market.getSymbol('GBPUSD')!.swapMode).toBe('usd_per_lot');
  });

  it("a group with a rule on EURUSD for its commission only, when staff edit the sheet's leverage and swap long, then the next order and rollover read the new sheet values at once", async () => {
    const before = t.services.market.getSymbol('EURUSD')!;
    const trader = await traderIn(await createGroup({ commission_mode: 'per_lot', commission: 1 }));
    await t.quote('EURUSD', 1.1, 1.1001);
    const edited = await asAdmin('PATCH', '/api/admin/symbols/EURUSD', { leverage: 50, swap_long: -20 });
    expect(edited.statusCode).toBe(200);
    try {
      const placed = orderSchema.parse(
        (await t.app.inject({ method: 'POST', url: '/api/place', headers: trader.auth, payload: { ...buyEurusd, volume: 0.5 } })).json()
          .data.order,
      );
      expect(placed.leverage).toBe(50);
      expect(placed.commission).toBe(0.5);
      expect(await t.services.engineHost.runtime.rollover(THURSDAY_ROLLOVER)).toBe(true);
      expect(await openSwap(trader.auth, placed.id)).toBe(-10);
      const spec = (await t.app.inject({ method: 'GET', url: '/api/symbols/EURUSD/specification', headers: trader.auth })).json()
        .specification;
      expect(spec).toMatchObject({ leverage: 50, swap_long: -20, swap_mode: 'usd_per_lot' });
      await t.app.inject({ method: 'POST', url: '/api/order/close', headers: trader.auth, payload: { order_id: placed.id } });
    } finally {
      await asAdmin('PATCH', '/api/admin/symbols/EURUSD', { leverage: before.leverage, swap_long: before.swapLong });
    }
  });

  it("a position in a group with a points swap, when a rollover missed while no engine ran is caught up, then storage is charged the group's points swap at the latest price", async () => {
    // Thursday's rollover applied (here or by an earlier test) before the position opens: Friday's is the one missed.
    await t.services.engineHost.runtime.rollover(THURSDAY_ROLLOVER);
    const trader = await traderIn(await createGroup({ swap_mode: 'points', swap_long: -7, swap_short: 2 }));
    await t.quote('EURUSD', 1.1, 1.1001);
    const placed = orderSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/place', headers: trader.auth, payload: buyEurusd })).json().data.order,
    );
    await t.services.engineHost.runtime.settled();
    const market = engineMarketOf(t.services.market);
    const groups = engineGroupsOf(t.ctx, () => t.services.market.listSymbols());
    const caughtUp = await catchUpRollovers(t.ctx, market, FRIDAY_ROLLOVER + 3_600_000, groups);
    expect(caughtUp).toEqual([FRIDAY_ROLLOVER]);
    const row = await t.ctx.db.selectFrom('orders').select('swap_cents').where('id', '=', placed.id).executeTakeFirstOrThrow();
    // -7 points × 0.00001 × 100,000 = -7 USD for the lot.
    expect(Number(row.swap_cents)).toBe(-700);
  });
});
