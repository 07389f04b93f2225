import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { createRedisBus } from '../../src/bus/redis-bus.ts';
import { approveDeposit } from '../../src/modules/banking/banking-review.service.ts';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { signUpStaff, submitDeposit, userIdOf } from './fixtures.ts';
import { redisUp, redisUrl } from '../helpers/redis.ts';
import { until } from '../helpers/until.ts';

// Two API instances on one PostgreSQL schema and one Redis: the first runs the trading engine.
describe.skipIf(!testDatabaseUrl || !redisUp)('client area across instances (postgres + redis)', () => {
  const prefix = `client-area-${Math.random().toString(36).slice(2)}:`;
  let engineHost: TestApp;
  let other: BuiltApp;

  beforeAll(async () => {
    engineHost = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' }, { bus: createRedisBus(redisUrl, prefix) });
    other = await buildApp(engineHost.ctx.config, { bus: createRedisBus(redisUrl, prefix), startBackground: false });
  });
  afterAll(async () => {
    await other.app.close();
    await engineHost.close();
  });

  it('a settings change, when made on one instance, then the other serves it without restart', async () => {
    const { auth } = await signUpTrader(other.app);
    const wallets = () => other.app.inject({ method: 'GET', url: '/api/banking/wallets', headers: auth });
    expect((await wallets()).json().TRC20).not.toBe('TNewAddressFromTheBackOffice');
    await engineHost.ctx.settings.update({ wallet_trc20: 'TNewAddressFromTheBackOffice' }, null);
    await until(async () => (await wallets()).json().TRC20 === 'TNewAddressFromTheBackOffice');
  });

  it('a deposit, when approved on an instance without the engine, then the engine learns the balance', async () => {
    expect(engineHost.services.engineHost.runtime.isLeader()).toBe(true);
    expect(other.services.engineHost.runtime.isLeader()).toBe(false);
    const staff = await signUpStaff(engineHost, 'finance');
    const trader = await signUpTrader(other.app, { account_type: 'live' });
    const id = await userIdOf(engineHost, trader.email);
    const txId = await submitDeposit({ ...engineHost, app: other.app }, trader.auth, '75');
    await approveDeposit(other.services.engineHost, txId, staff.id);
    await until(() => engineHost.services.engineHost.runtime.engine().accountFigures(id)?.balanceCents === 7_500);
  });
});
