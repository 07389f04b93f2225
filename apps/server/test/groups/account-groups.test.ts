import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@platform/shared/orders';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { auditFor, signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';

let t: TradingTestApp;
let admin: StaffLogin;
beforeAll(async () => {
  t = await buildTradingApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const on = (auth: Headers, accountId: number) => ({ ...auth, 'x-account': String(accountId) });
const pts = (price: number) => Math.round(price * 100_000);

async function groupOf(accountType: 'demo' | 'live', markup: number, leverageCap: number) {
  const created = await call('POST', '/api/admin/groups', admin.auth, {
    name: `Per account ${accountType} ${randomUUID().slice(0, 8)}`,
    account_type: accountType,
    default_leverage: 50,
    max_leverage: 500,
    margin_call_level: 100,
    stop_out_level: 50,
    rules: [{ target_kind: 'symbol', target: 'EURUSD', markup_mode: 'points', markup, leverage_cap: leverageCap }],
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id, name } = created.json<{ group: { id: number; name: string } }>().group;
  return { id, name };
}

/** A demo trader who also opened a live account, funded through the engine. */
async function traderWithDemoAndLive() {
  const trader = await t.trader();
  const opened = await call('POST', '/api/accounts', trader.auth, { type: 'live' });
  expect(opened.statusCode, opened.body).toBe(200);
  const live = opened.json<{ account: { id: number } }>().account.id;
  await t.services.engineHost.runtime.moveFunds({
    opId: `test:${randomUUID()}`,
    accountId: live,
    kind: 'adjustment',
    amountCents: 10_000_00,
  });
  return { ...trader, demo: trader.accountId, live };
}

const groupShown = async (auth: Headers, accountId: number) =>
  (await call('GET', '/api/account', on(auth, accountId))).json<{ group: { id: number; name: string } }>().group;

describe(`client groups per trading account (${dialectName})`, () => {
  it('a trader with a demo and a live account, when each is in its own group, then each trades at its own prices and leverage and shows its group everywhere', async () => {
    const demoGroup = await groupOf('demo', 20, 100);
    const liveGroup = await groupOf('live', 40, 30);
    const trader = await traderWithDemoAndLive();
    // A new account starts in its type's default group.
    expect(await groupShown(trader.auth, trader.demo)).toMatchObject({ name: 'Demo' });
    expect(await groupShown(trader.auth, trader.live)).toMatchObject({ name: 'Live Standard' });

    const movedDemo = await call('PUT', `/api/admin/accounts/${trader.demo}/group`, admin.auth, { group_id: demoGroup.id });
    expect(movedDemo.statusCode, movedDemo.body).toBe(200);
    expect(movedDemo.json()).toEqual({ status: 'success', account_id: trader.demo, group: demoGroup });
    expect((await call('PUT', `/api/admin/accounts/${trader.live}/group`, admin.auth, { group_id: liveGroup.id })).statusCode).toBe(200);
    expect(await groupShown(trader.auth, trader.demo)).toEqual(demoGroup);
    expect(await groupShown(trader.auth, trader.live)).toEqual(liveGroup);

    const listed = await call('GET', `/api/admin/traders/${trader.userId}/account-groups`, admin.auth);
    expect(listed.json().accounts).toEqual([
      { account_id: trader.demo, number: 100_000 + trader.demo, type: 'demo', group: demoGroup },
      { account_id: trader.live, number: 100_000 + trader.live, type: 'live', group: liveGroup },
    ]);

    const raw = await t.quote('EURUSD', 1.1, 1.1001);
    // The watchlist and the ticket's leverage, per account.
    const eurusd = async (accountId: number) =>
      (await call('GET', '/api/symbols', on(trader.auth, accountId))).json().symbols.find((s: { symbol: string }) => s.symbol === 'EURUSD');
    expect(pts((await eurusd(trader.demo)).ask)).toBe(pts(raw.ask) + 10);
    expect(pts((await eurusd(trader.live)).ask)).toBe(pts(raw.ask) + 20);
    expect((await eurusd(trader.demo)).leverage).toBe(100);
    expect((await eurusd(trader.live)).leverage).toBe(30);

    // The contract specification, per account.
    const spec = async (accountId: number) =>
      (await call('GET', '/api/symbols/EURUSD/specification', on(trader.auth, accountId))).json().specification;
    expect(await spec(trader.demo)).toMatchObject({ group: demoGroup.name, leverage: 100, markup: 20 });
    expect(await spec(trader.live)).toMatchObject({ group: liveGroup.name, leverage: 30, markup: 40 });

    // Fills at each account's group's ask, capped at its group's leverage.
    const buy = { symbol: 'EURUSD', side: 'buy', order_type: 'market', volume: 0.1, leverage: 400 };
    const onDemo = await call('POST', '/api/place', on(trader.auth, trader.demo), buy);
    const onLive = await call('POST', '/api/place', on(trader.auth, trader.live), buy);
    expect(onDemo.statusCode, onDemo.body).toBe(200);
    expect(onLive.statusCode, onLive.body).toBe(200);
    const demoOrder = orderSchema.parse(onDemo.json().data.order);
    const liveOrder = orderSchema.parse(onLive.json().data.order);
    expect(pts(demoOrder.open_price!)).toBe(pts(raw.ask) + 10);
    expect(pts(liveOrder.open_price!)).toBe(pts(raw.ask) + 20);
    expect(demoOrder.leverage).toBe(100);
    expect(liveOrder.leverage).toBe(30);
    const engine = t.services.engineHost.runtime.engine();
    expect(engine.groupIdOf(trader.demo)).toBe(demoGroup.id);
    expect(engine.groupIdOf(trader.live)).toBe(liveGroup.id);
  });

  it('one account of a trader, when staff move it, then the other stays in its group, the move is audited with the account, and the old trader-wide call asks which account', async () => {
    const liveGroup = await groupOf('live', 40, 30);
    const otherDemoGroup = await groupOf('demo', 6, 200);
    const trader = await traderWithDemoAndLive();
    expect((await call('PUT', `/api/admin/accounts/${trader.live}/group`, admin.auth, { group_id: liveGroup.id })).statusCode).toBe(200);

    const moved = await call('PUT', `/api/admin/accounts/${trader.demo}/group`, admin.auth, { group_id: otherDemoGroup.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await groupShown(trader.auth, trader.demo)).toEqual(otherDemoGroup);
    expect(await groupShown(trader.auth, trader.live)).toEqual(liveGroup);
    await t.services.engineHost.runtime.settled();
    expect(t.services.engineHost.runtime.engine().groupIdOf(trader.live)).toBe(liveGroup.id);

    const [entry] = await auditFor(t, 'account.group', trader.userId);
    expect(entry).toMatchObject({ target_type: 'user', account_id: trader.demo, actor_id: admin.id });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ group_id: otherDemoGroup.id });

    // Naming only the trader: with two accounts, 400 naming both; nothing moves.
    const ambiguous = await call('PUT', `/api/admin/traders/${trader.userId}/group`, admin.auth, { group_id: liveGroup.id });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().message).toContain(String(100_000 + trader.demo));
    expect(ambiguous.json().message).toContain(String(100_000 + trader.live));
    expect(await groupShown(trader.auth, trader.demo)).toEqual(otherDemoGroup);

    // An account joins only a group of its own type.
    const wrongType = await call('PUT', `/api/admin/accounts/${trader.demo}/group`, admin.auth, { group_id: liveGroup.id });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.group_id).toEqual(['A demo account can only join a demo group.']);
  });

  it("another trader's or an unknown account id, when named by a trader or by staff, then 404 and nothing moves", async () => {
    const group = await groupOf('demo', 8, 100);
    const owner = await t.trader();
    const stranger = await t.trader();
    for (const url of ['/api/account', '/api/symbols', '/api/symbols/EURUSD/specification'])
      expect((await call('GET', url, on(stranger.auth, owner.accountId))).statusCode, url).toBe(404);
    expect((await call('PUT', '/api/admin/accounts/99999999/group', admin.auth, { group_id: group.id })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/accounts/99999999/conditions/EURUSD', admin.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/traders/${admin.id}/account-groups`, admin.auth)).statusCode).toBe(404);
    expect(await groupShown(owner.auth, owner.accountId)).toMatchObject({ name: 'Demo' });
  });

  it('a demo account in a demo group of its own, when the trader switches to live, then it trades in the live default group', async () => {
    const group = await groupOf('demo', 20, 100);
    const trader = await t.trader();
    expect((await call('PUT', `/api/admin/accounts/${trader.accountId}/group`, admin.auth, { group_id: group.id })).statusCode).toBe(200);
    const switched = await call('POST', '/api/user/switch-to-live', trader.auth);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await groupShown(trader.auth, trader.accountId)).toMatchObject({ name: 'Live Standard' });
    await t.services.engineHost.runtime.settled();
    expect(t.services.engineHost.runtime.engine().groupIdOf(trader.accountId)).toBe(t.ctx.groups.defaultFor('live')!.id);
  });
});
