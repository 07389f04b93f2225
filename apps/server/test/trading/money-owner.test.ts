import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { until } from '../helpers/until.ts';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from '../../src/realtime/channels.ts';
import { sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { accountOf, ledgerOf, submitDeposit, userIdOf } from '../client-area/fixtures.ts';
import { signInStaff } from '../admin/staff-helpers.ts';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';

let t: TradingTestApp;
let staff: Awaited<ReturnType<typeof signInStaff>>;
beforeAll(async () => {
  t = await buildTradingApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
  // The back office needs the staff member's second factor (on by default).
  staff = await signInStaff(t, 'admin');
});
afterAll(() => t.close());

const approve = (txId: number, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/transactions/${txId}/approve`,
    headers: { ...staff.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: {},
  });

/** A live trader funded by an approved deposit of `amount` dollars. */
async function fundedLiveTrader(amount: string) {
  const trader = await signUpTrader(t.app, { account_type: 'live' });
  const userId = await userIdOf(t, trader.email);
  expect((await approve(await submitDeposit(t, trader.auth, amount))).statusCode).toBe(200);
  return { ...trader, userId };
}

const place = (auth: Record<string, string>, side: 'buy' | 'sell', volume: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/place',
    headers: auth,
    payload: { symbol: 'EURUSD', side, order_type: 'market', volume, leverage: 400 },
  });
const close = (auth: Record<string, string>, orderId: number) =>
  t.app.inject({ method: 'POST', url: '/api/order/close', headers: auth, payload: { order_id: orderId } });

async function reloadedHashEqualsLive() {
  await t.services.engineHost.runtime.settled();
  const reloaded = await t.services.engineHost.loadFromStorage();
  expect(reloaded.stateHash()).toBe(t.services.engineHost.runtime.engine().stateHash());
}

describe(`money has one owner (${dialectName})`, () => {
  it('a hedge funded with 1,000, when the losing leg is closed first after a 300-pip move, then nothing is written off and the winner does not pay the loss twice', async () => {
    await t.quote('EURUSD', 1.1, 1.1001);
    const trader = await fundedLiveTrader('1000');
    const buy = (await place(trader.auth, 'buy', 0.5)).json().data.order.id as number;
    const sell = (await place(trader.auth, 'sell', 0.5)).json().data.order.id as number;
    await t.quote('EURUSD', 1.13, 1.1301);

    expect((await close(trader.auth, sell)).statusCode).toBe(200);
    const afterLoser = await accountOf(t, trader.userId);
    expect(afterLoser.balance_cents).toBeLessThan(0); // −1,500 realised while +1,500 floats on the open buy
    expect((await close(trader.auth, buy)).statusCode).toBe(200);

    const ledger = await ledgerOf(t, trader.userId);
    expect(ledger.filter((e) => e.kind === 'write_off')).toEqual([]);
    const final = await accountOf(t, trader.userId);
    // 1,000 less the spreads paid: never the 1,999 of write-off farming.
    expect(final.balance_cents).toBeLessThanOrEqual(100_000);
    expect(final.balance_cents).toBeGreaterThanOrEqual(98_000);
    expect(await sumLedger(t.ctx.db, trader.userId)).toBe(final.balance_cents);
    await t.quote('EURUSD', 1.1, 1.1001);
    await reloadedHashEqualsLive();
  });

  it('a position, when the price is older than MAX_QUOTE_AGE_MS during trading hours, then close and SL/TP edits answer 409 STALE_PRICE until a fresh price arrives', async () => {
    const trader = await t.trader();
    const { bid } = await t.quote('EURUSD', 1.1, 1.1001);
    const order = (await place(trader.auth, 'buy', 0.1)).json().data.order.id as number;
    t.clock.advance(11_000);

    const stale = await close(trader.auth, order);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_PRICE', message: expect.stringContaining('EURUSD price has not updated') });
    const stops = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${order}/sl-tp`,
      headers: trader.auth,
      payload: { stop_loss_price: bid - 0.01, take_profit_price: null },
    });
    expect(stops.json()).toMatchObject({ code: 'STALE_PRICE' });
    expect((await place(trader.auth, 'buy', 0.1)).json()).toMatchObject({ code: 'STALE_PRICE' });
    expect(t.services.engineHost.runtime.engine().liveOrder(order)?.status).toBe('open');

    await t.quote('EURUSD', 1.1, 1.1001);
    expect((await close(trader.auth, order)).statusCode).toBe(200);
  });

  it('20 concurrent withdrawals with one Idempotency-Key, when sent at once, then one request and one hold; the same key with another body is a 422', async () => {
    const trader = await fundedLiveTrader('500');
    const body = { type: 'withdrawal', currency: 'USDT', amount: 120, chain: 'TRC20', address: 'TAddr', method: 'crypto' };
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions/create',
        headers: { ...trader.auth, 'idempotency-key': 'withdraw-once' },
        payload,
      });
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.json().transaction.id)).size).toBe(1);
    const requests = await t.ctx.db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', '=', trader.userId)
      .where('type', '=', 'withdrawal')
      .execute();
    expect(requests).toHaveLength(1);
    expect((await accountOf(t, trader.userId)).reserved_cents).toBe(12_000);
    expect(t.services.engineHost.runtime.engine().accountFigures(trader.userId)?.reservedCents).toBe(12_000);

    const other = await send({ ...body, amount: 130 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect((await accountOf(t, trader.userId)).reserved_cents).toBe(12_000);
    await reloadedHashEqualsLive();
  });

  it('20 concurrent approvals of one deposit, when sent at once, then one credit, one 200 and 409 ALREADY_REVIEWED for the rest', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const userId = await userIdOf(t, trader.email);
    const txId = await submitDeposit(t, trader.auth, '250');
    const responses = await Promise.all(Array.from({ length: 20 }, () => approve(txId)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json().code).toBe('ALREADY_REVIEWED');
    const deposits = (await ledgerOf(t, userId)).filter((e) => e.kind === 'deposit');
    expect(deposits).toHaveLength(1);
    expect((await accountOf(t, userId)).balance_cents).toBe(25_000);
    expect(t.services.engineHost.runtime.engine().accountFigures(userId)?.balanceCents).toBe(25_000);
    await reloadedHashEqualsLive();
  });

  it('a deposit approval, when committed, then exactly one account-updated and the next order trades on the new balance without reading the account', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const userId = await userIdOf(t, trader.email);
    const txId = await submitDeposit(t, trader.auth, '300');
    const events: AccountEventMessage[] = [];
    const stop = t.ctx.bus.subscribe(ACCOUNT_EVENTS_CHANNEL, (m) => events.push(m as AccountEventMessage));
    expect((await approve(txId)).statusCode).toBe(200);
    await t.services.engineHost.runtime.settled();
    const updates = () => events.filter((e) => e.userId === userId && e.event === 'account-updated');
    await until(() => updates().length >= 1);
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.payload).toMatchObject({ balance: 300, equity: 300, used_margin: 0 });

    // The engine alone decides: the stored account row says nothing to it any more.
    await t.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ balance_cents: 0 }).where('user_id', '=', userId).execute();
    });
    await t.quote('EURUSD', 1.1, 1.1001);
    expect((await place(trader.auth, 'buy', 0.1)).statusCode).toBe(200);
    stop();
    await t.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ balance_cents: 30_000 }).where('user_id', '=', userId).execute();
    });
  });

  it('a back-office approval, when retried with a key whose answer was kept before repositories returned camelCase (the stored row itself), then the retry gets the first answer', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const txId = await submitDeposit(t, trader.auth, '50');
    const first = await approve(txId, 'approve-kept-as-row');
    expect(first.statusCode).toBe(200);
    const row = await t.ctx.db.selectFrom('transactions').selectAll().where('id', '=', txId).executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('idempotency_keys')
      .set({ response_body: JSON.stringify(row) })
      .where('key', '=', 'approve-kept-as-row')
      .execute();
    const retried = await approve(txId, 'approve-kept-as-row');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
  });

  it('back-office approve, trader cancel, SL/TP edit and switch-to-live, when retried with the same Idempotency-Key, then the first answer and nothing moves twice; another body with the key is a 422', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const userId = await userIdOf(t, trader.email);
    const txId = await submitDeposit(t, trader.auth, '400');
    const first = await approve(txId, 'approve-once');
    const retried = await approve(txId, 'approve-once');
    expect(first.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect((await ledgerOf(t, userId)).filter((e) => e.kind === 'deposit')).toHaveLength(1);

    await t.quote('EURUSD', 1.1, 1.1001);
    const limit = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', order_type: 'limit', volume: 0.1, leverage: 400, trigger_price: 1.09 },
    });
    const orderId = limit.json().data.order.id as number;
    const keyed = { ...trader.auth, 'idempotency-key': 'edit-1' };
    const edit = (stopLoss: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/order/${orderId}/sl-tp`,
        headers: keyed,
        payload: { stop_loss_price: stopLoss, take_profit_price: null },
      });
    const edited = await edit(1.08);
    expect(edited.statusCode).toBe(200);
    expect((await edit(1.08)).json()).toEqual(edited.json());
    expect((await edit(1.07)).json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });

    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/cancel',
        headers: { ...trader.auth, 'idempotency-key': 'cancel-1' },
        payload: { order_id: orderId },
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect((await cancel()).json()).toEqual(cancelled.json());

    const demo = await signUpTrader(t.app);
    const switchLive = () =>
      t.app.inject({ method: 'POST', url: '/api/user/switch-to-live', headers: { ...demo.auth, 'idempotency-key': 'go-live' } });
    const switched = await switchLive();
    expect(switched.statusCode).toBe(200);
    expect((await switchLive()).json()).toEqual(switched.json());
    const demoId = await userIdOf(t, demo.email);
    expect((await ledgerOf(t, demoId)).filter((e) => e.kind === 'demo_reset')).toHaveLength(1);
    await reloadedHashEqualsLive();
  });

  it('absurd prices and hex or exponent strings, when sent for an order, an SL/TP edit, a deposit or a withdrawal, then 422 with a field message and nothing stored', async () => {
    const trader = await fundedLiveTrader('500');
    await t.quote('EURUSD', 1.1, 1.1001);
    const placeWith = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/place',
        headers: trader.auth,
        payload: { symbol: 'EURUSD', side: 'buy', order_type: 'market', volume: 0.1, leverage: 400, ...extra },
      });
    const cases: Array<[object, string]> = [
      [{ take_profit_price: 1e300 }, 'take_profit_price'],
      [{ open_price: 1e308 }, 'open_price'],
      [{ take_profit_price: 2 ** 53 }, 'take_profit_price'],
      [{ stop_loss_price: '0x10' }, 'stop_loss_price'],
      [{ take_profit_price: '1e1' }, 'take_profit_price'],
      [{ take_profit_price: 2.0 }, 'take_profit_price'], // beyond 50 % of the quote
    ];
    for (const [extra, field] of cases) {
      const response = await placeWith(extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(422);
      expect(response.json().errors?.[field]?.[0], JSON.stringify(extra)).toEqual(expect.any(String));
    }
    expect(await t.ctx.db.selectFrom('orders').select('id').where('user_id', '=', trader.userId).execute()).toEqual([]);

    const open = (await placeWith({})).json().data.order.id as number;
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${open}/sl-tp`,
      headers: trader.auth,
      payload: { stop_loss_price: '0x10', take_profit_price: null },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors.stop_loss_price).toHaveLength(1);

    for (const amount of ['0x10', '1e3', 'NaN', 'Infinity', '10.001']) {
      const withdrawal = await t.app.inject({
        method: 'POST',
        url: '/api/transactions/create',
        headers: trader.auth,
        payload: { type: 'withdrawal', currency: 'USDT', amount, chain: 'TRC20', address: 'TAddr', method: 'crypto' },
      });
      expect(withdrawal.statusCode, amount).toBe(422);
      expect(withdrawal.json().errors.amount, amount).toHaveLength(1);
      await expect(submitDeposit(t, trader.auth, amount)).rejects.toThrow(/422/);
    }
    expect((await accountOf(t, trader.userId)).reserved_cents).toBe(0);
  });

  it('an approved then restarted engine, when loaded again from storage, then its state hash equals the live one', async () => {
    await reloadedHashEqualsLive();
  });
});
