import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from '../../src/realtime/channels.ts';
import { approveDeposit, rejectWithdrawal } from '../../src/modules/banking/banking-review.service.ts';
import { signUpStaff, submitDeposit, userIdOf } from './fixtures.ts';
import { fund } from '../helpers/funds.ts';
import { until } from '../helpers/until.ts';

describe(`withdrawals and trading margin [${dialectName}]`, () => {
  let t: TradingTestApp;
  let staffId: number;
  beforeAll(async () => {
    t = await buildTradingApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    staffId = (await signUpStaff(t, 'finance')).id;
  });
  afterAll(() => t.close());

  const withdraw = (auth: Record<string, string>, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transactions/create',
      headers: auth,
      payload: { type: 'withdrawal', currency: 'USDT', amount, chain: 'TRC20', address: 'TAddr', method: 'crypto' },
    });
  const account = async (auth: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/account', headers: auth })).json().account as {
      free_margin: number;
      reserved: number;
      balance: number;
    };
  const buy = (auth: Record<string, string>, volume: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: auth,
      payload: { symbol: 'EURUSD', side: 'buy', order_type: 'market', volume, leverage: 400 },
    });

  async function liveTraderWith(amount: string) {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    await approveDeposit(t.services.engineHost, await submitDeposit(t, trader.auth, amount), staffId);
    return { ...trader, id: await userIdOf(t, trader.email) };
  }

  it('a withdrawal, when the money backs open positions, then only the free margin can leave', async () => {
    const trader = await liveTraderWith('1000');
    expect((await buy(trader.auth, 1)).statusCode).toBe(200);
    const { free_margin: freeMargin } = await account(trader.auth);
    expect(freeMargin).toBeLessThan(1000);
    const tooMuch = await withdraw(trader.auth, Math.floor(freeMargin) + 1);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await withdraw(trader.auth, Math.floor(freeMargin))).statusCode).toBe(200);
  });

  it('a withdrawal hold, when in place, then it cannot be used as margin; rejecting it frees it', async () => {
    const trader = await liveTraderWith('1000');
    const txId = (await withdraw(trader.auth, 900)).json().transaction.id as number;
    expect((await account(trader.auth)).reserved).toBe(900);
    const order = await buy(trader.auth, 1);
    expect(order.json().code).toBe('INSUFFICIENT_MARGIN');
    await rejectWithdrawal(t.services.engineHost, txId, staffId, 'changed my mind');
    expect((await buy(trader.auth, 1)).statusCode).toBe(200);
  });

  it('an approved deposit, when committed, then the engine knows the balance and the trader gets exactly one full account-updated', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const id = await userIdOf(t, trader.email);
    expect((await account(trader.auth)).balance).toBe(0);
    const events: AccountEventMessage[] = [];
    const stop = t.ctx.bus.subscribe(ACCOUNT_EVENTS_CHANNEL, (m) => events.push(m as AccountEventMessage));
    await approveDeposit(t.services.engineHost, await submitDeposit(t, trader.auth, '500'), staffId);
    await t.services.engineHost.runtime.settled();
    // A later event for the same trader proves nothing else was queued behind the deposit's.
    await fund(t.services.engineHost, id, 1);
    await until(() => events.filter((e) => e.userId === id && e.event === 'account-updated').length >= 2);
    stop();
    const updates = events.filter((e) => e.userId === id && e.event === 'account-updated').map((e) => e.payload);
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatchObject({ balance: 500, equity: 500, used_margin: 0, credit: 0, reserved: 0 });
    expect(t.services.engineHost.runtime.engine().accountFigures(id)?.balanceCents).toBe(50_001);
  });
});
