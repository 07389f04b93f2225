import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { approveDeposit } from '../../src/modules/banking/banking-review.service.ts';
import { accountOf, approvedKyc, ledgerOf, signUpStaff, submitDeposit, userIdOf } from './fixtures.ts';

describe(`referral programme [${dialectName}]`, () => {
  let t: TestApp;
  let staffId: number;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000', REFERRAL_REWARD: '25' });
    staffId = (await signUpStaff(t, 'finance')).id;
  });
  afterAll(() => t.close());

  const referMy = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/refer/my', headers: auth });
  const history = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/refer/history', headers: auth });

  async function referrerWithCode() {
    const referrer = await signUpTrader(t.app, { account_type: 'live' });
    const code = (await referMy(referrer.auth)).json().code as string;
    return { ...referrer, code, id: await userIdOf(t, referrer.email) };
  }

  it('refer/my, when nobody signed up with the code, then zero totals and the code', async () => {
    const referrer = await referrerWithCode();
    expect((await referMy(referrer.auth)).json()).toEqual({ code: referrer.code, referred_count: 0, total_reward: 0 });
    expect((await history(referrer.auth)).json()).toEqual([]);
  });

  it('the reward, when a referred trader with approved KYC makes qualifying deposits, then credited once by a ledger entry', async () => {
    const referrer = await referrerWithCode();
    const referred = await signUpTrader(t.app, { account_type: 'live', referral_code: referrer.code, name: 'Bob Builder' });
    expect((await referMy(referrer.auth)).json()).toMatchObject({ referred_count: 1, total_reward: 0 });
    await approvedKyc(t, referred.auth, staffId);

    await approveDeposit(t.services.engineHost, await submitDeposit(t, referred.auth, '100'), staffId);
    await approveDeposit(t.services.engineHost, await submitDeposit(t, referred.auth, '100'), staffId);

    const rewards = (await ledgerOf(t, referrer.id)).filter((e) => e.kind === 'referral_reward');
    expect(rewards.map((e) => e.amount_cents)).toEqual([2_500]);
    expect((await accountOf(t, referrer.id)).balance_cents).toBe(2_500);
    expect((await referMy(referrer.auth)).json()).toMatchObject({ referred_count: 1, total_reward: 25 });
    expect((await history(referrer.auth)).json()).toMatchObject([
      { referred_name: 'Bob Builder', referred_email: referred.email, reward_amount: 25 },
    ]);
  });

  it('the reward, when the amount is changed in settings, then the new amount is paid', async () => {
    const referrer = await referrerWithCode();
    const referred = await signUpTrader(t.app, { account_type: 'live', referral_code: referrer.code });
    await approvedKyc(t, referred.auth, staffId);
    await t.ctx.settings.update({ referral_reward: 40 }, staffId);
    try {
      await approveDeposit(t.services.engineHost, await submitDeposit(t, referred.auth, '100'), staffId);
      expect((await referMy(referrer.auth)).json().total_reward).toBe(40);
    } finally {
      await t.ctx.settings.update({ referral_reward: 25 }, staffId);
    }
  });

  it('three referred traders, when each deposits 0.01 and finance approves, then the referrer gets nothing (issue 34)', async () => {
    const referrer = await referrerWithCode();
    for (let i = 0; i < 3; i++) {
      const referred = await signUpTrader(t.app, { account_type: 'live', referral_code: referrer.code });
      await approveDeposit(t.services.engineHost, await submitDeposit(t, referred.auth, '0.01'), staffId);
    }
    expect((await ledgerOf(t, referrer.id)).filter((e) => e.kind === 'referral_reward')).toEqual([]);
    expect((await referMy(referrer.auth)).json()).toMatchObject({ referred_count: 3, total_reward: 0 });
  });

  it('a referred trader, when deposits reach the minimum but KYC and trading are missing, then no reward until KYC is approved and they deposit again', async () => {
    const referrer = await referrerWithCode();
    const referred = await signUpTrader(t.app, { account_type: 'live', referral_code: referrer.code });
    await approveDeposit(t.services.engineHost, await submitDeposit(t, referred.auth, '150'), staffId);
    expect((await referMy(referrer.auth)).json().total_reward).toBe(0);
    await approvedKyc(t, referred.auth, staffId);
    await approveDeposit(t.services.engineHost, await submitDeposit(t, referred.auth, '1'), staffId);
    expect((await referMy(referrer.auth)).json().total_reward).toBe(25);
  });

  it('a deposit, when the trader was not referred, then nobody is rewarded', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    await approveDeposit(t.services.engineHost, await submitDeposit(t, trader.auth, '10'), staffId);
    const rows = await t.ctx.db
      .selectFrom('referral_rewards')
      .selectAll()
      .where('referred_id', '=', await userIdOf(t, trader.email))
      .execute();
    expect(rows).toEqual([]);
  });

  it('refer/history, when another trader asks, then they see only their own referrals', async () => {
    const referrer = await referrerWithCode();
    await signUpTrader(t.app, { referral_code: referrer.code });
    const stranger = await signUpTrader(t.app);
    expect((await history(stranger.auth)).json()).toEqual([]);
    expect((await referMy(stranger.auth)).json().referred_count).toBe(0);
  });
});
