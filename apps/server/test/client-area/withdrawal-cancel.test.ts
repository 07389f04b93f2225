import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_MESSAGES } from '@platform/shared/banking';
import { dialectName } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { approveDeposit, approveWithdrawal, rejectWithdrawal } from '../../src/modules/banking/banking-review.service.ts';
import { signUpStaff, submitDeposit, userIdOf } from './fixtures.ts';
import { requestWithdrawal } from '../admin/review-fixtures.ts';

describe(`a trader cancels a pending withdrawal; the withdrawable amount [${dialectName}]`, () => {
  let t: TradingTestApp;
  let staffId: number;
  beforeAll(async () => {
    t = await buildTradingApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    staffId = (await signUpStaff(t, 'finance')).id;
  });
  afterAll(() => t.close());

  const cancel = (auth: Record<string, string>, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/transactions/${id}/cancel`, headers: auth });
  const account = async (auth: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/account', headers: auth })).json().account as { balance: number; reserved: number };
  const withdrawable = async (auth: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/transactions/withdrawable', headers: auth })).json().available as number;

  async function liveTraderWith(amount: string) {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    await approveDeposit(t.services.engineHost, await submitDeposit(t, trader.auth, amount), staffId);
    return { ...trader, id: await userIdOf(t, trader.email) };
  }

  it('a pending withdrawal, when its trader cancels it, then the hold is released once, the row says cancelled and the amount can be withdrawn again', async () => {
    const trader = await liveTraderWith('500');
    expect(await withdrawable(trader.auth)).toBe(500);
    const id = await requestWithdrawal(t, trader.auth, 200);
    expect(await withdrawable(trader.auth)).toBe(300);
    expect(await account(trader.auth)).toMatchObject({ balance: 500, reserved: 200 });

    const [first, second] = await Promise.all([cancel(trader.auth, id), cancel(trader.auth, id)]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    expect(ok.json()).toMatchObject({ message: WITHDRAWAL_MESSAGES.cancelled, transaction: { id, status: 'cancelled' } });
    expect(ok.json().transaction.timeline.map((step: { step: string }) => step.step)).toEqual(['requested', 'cancelled']);
    expect(await account(trader.auth)).toMatchObject({ balance: 500, reserved: 0 });
    expect(await withdrawable(trader.auth)).toBe(500);
    // The staff's verdicts are refused from now on: the money came back once and cannot leave or come back again.
    await expect(approveWithdrawal(t.services.engineHost, id, staffId, '0xabc')).rejects.toMatchObject({ status: 409 });
    await expect(rejectWithdrawal(t.services.engineHost, id, staffId, 'late')).rejects.toMatchObject({ status: 409 });
    expect(await account(trader.auth)).toMatchObject({ balance: 500, reserved: 0 });
  });

  it('a withdrawal, when already rejected, someone else’s or unknown, then cancel is refused and nothing moves', async () => {
    const trader = await liveTraderWith('300');
    const other = await liveTraderWith('300');
    const id = await requestWithdrawal(t, trader.auth, 100);
    expect((await cancel(other.auth, id)).statusCode).toBe(404);
    expect((await cancel(trader.auth, 99_999_999)).statusCode).toBe(404);
    expect((await cancel(trader.auth, 'abc' as unknown as number)).statusCode).toBe(404);
    await rejectWithdrawal(t.services.engineHost, id, staffId, 'wrong address');
    const late = await cancel(trader.auth, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(WITHDRAWAL_MESSAGES.notCancellable);
    expect(await account(trader.auth)).toMatchObject({ balance: 300, reserved: 0 });
    const deposit = await submitDeposit(t, trader.auth, '50');
    expect((await cancel(trader.auth, deposit)).statusCode).toBe(404);
  });
});
