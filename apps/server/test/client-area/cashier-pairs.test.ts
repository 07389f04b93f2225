import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { until } from '../helpers/until.ts';
import { approveDeposit } from '../../src/modules/banking/banking-review.service.ts';
import { accountOf, depositForm, postMultipart, signUpStaff, submitDeposit, userIdOf } from './fixtures.ts';

describe(`coins on their networks and withdrawal addresses [${dialectName}]`, () => {
  let t: TestApp;
  let staffId: number;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000', WALLET_BTC: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' });
    staffId = (await signUpStaff(t, 'finance')).id;
  });
  afterAll(() => t.close());

  const withdraw = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transactions/create',
      headers: auth,
      payload: { type: 'withdrawal', currency: 'USDT', amount: 40, method: 'crypto', ...payload },
    });
  const withdrawals = (userId: number) =>
    t.ctx.db.selectFrom('transactions').select('id').where('user_id', '=', userId).where('type', '=', 'withdrawal').execute();

  async function fundedLiveTrader() {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const id = await userIdOf(t, trader.email);
    await approveDeposit(t.services.engineHost, await submitDeposit(t, trader.auth, '500'), staffId);
    return { ...trader, id };
  }

  it('a deposit, when BTC is asked on TRC-20, then 422 on the chain and nothing recorded', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const response = await postMultipart(t.app, '/api/transactions/create', trader.auth, depositForm({ currency: 'BTC', chain: 'TRC20' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'BTC is not offered on TRC-20.',
      errors: { chain: ['BTC is not offered on TRC-20.'] },
    });
    const rows = await t.ctx.db
      .selectFrom('transactions')
      .select('id')
      .where('user_id', '=', await userIdOf(t, trader.email))
      .execute();
    expect(rows).toEqual([]);
  });

  it('a deposit, when BTC on Bitcoin, then recorded to the Bitcoin wallet and named so', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const response = await postMultipart(t.app, '/api/transactions/create', trader.auth, depositForm({ currency: 'BTC', chain: 'BTC' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().transaction).toMatchObject({ currency: 'BTC', chain: 'BTC', address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' });
  });

  it('a withdrawal, when BTC is asked on TRC-20, then 422 on the chain and nothing held', async () => {
    const trader = await fundedLiveTrader();
    const response = await withdraw(trader.auth, { currency: 'BTC', chain: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ chain: ['BTC is not offered on TRC-20.'] });
    expect((await accountOf(t, trader.id)).reserved_cents).toBe(0);
    expect(await withdrawals(trader.id)).toEqual([]);
  });

  it.each([
    ['USDT', 'TRC20', '0x12'],
    ['USDT', 'TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['USDT', 'ERC20', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['USDT', 'BEP20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['BTC', 'BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
    ['LTC', 'LTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['BCH', 'BCH', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b'],
  ])('a withdrawal of %s on %s, when the address is %s, then 422 naming the address and nothing held', async (currency, chain, address) => {
    const trader = await fundedLiveTrader();
    const before = await accountOf(t, trader.id);
    const response = await withdraw(trader.auth, { currency, chain, address });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['address']);
    expect(response.json().errors.address[0]).toMatch(/address/);
    expect(await accountOf(t, trader.id)).toEqual(before);
    expect(await withdrawals(trader.id)).toEqual([]);
  });

  it('a withdrawal of BTC, when to a real Bitcoin address, then held and mailed with its USD value, coin and network', async () => {
    const trader = await fundedLiveTrader();
    const response = await withdraw(trader.auth, { currency: 'BTC', chain: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' });
    expect(response.statusCode).toBe(200);
    expect(response.json().transaction).toMatchObject({ currency: 'BTC', chain: 'BTC', amount: 40, status: 'pending' });
    const mail = () =>
      t.ctx.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', trader.email)
        .where('template', '=', 'withdrawal-requested')
        .executeTakeFirst();
    await until(async () => (await mail()) !== undefined);
    expect((await mail())!.text_body).toContain('of $40.00 in BTC on Bitcoin.');
  });
});
