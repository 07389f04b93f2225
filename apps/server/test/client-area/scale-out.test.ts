import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { createRedisBus } from '../../src/bus/redis-bus.ts';
import { approveDeposit } from '../../src/modules/banking/banking-review.service.ts';
import { settingsStore } from '../../src/modules/settings/settings.store.ts';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { signUpStaff, submitDeposit, userIdOf } from './fixtures.ts';

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(1000);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

const until = async (check: () => boolean | Promise<boolean>, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

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
    await settingsStore(engineHost.ctx).update({ wallet_trc20: 'TNewAddressFromTheBackOffice' }, null);
    await until(async () => (await wallets()).json().TRC20 === 'TNewAddressFromTheBackOffice');
  });

  it('a deposit, when approved on an instance without the engine, then the engine learns the balance', async () => {
    expect(engineHost.services.trading.runtime.isLeader()).toBe(true);
    expect(other.services.trading.runtime.isLeader()).toBe(false);
    const staff = await signUpStaff(engineHost, 'finance');
    const trader = await signUpTrader(other.app, { account_type: 'live' });
    const id = await userIdOf(engineHost, trader.email);
    await engineHost.services.trading.runtime.syncAccount(id);
    const txId = await submitDeposit({ ...engineHost, app: other.app }, trader.auth, '75');
    await approveDeposit(other.ctx, txId, staff.id);
    await until(() => engineHost.services.trading.runtime.engine().accountFigures(id)?.balanceCents === 7_500);
  });
});
