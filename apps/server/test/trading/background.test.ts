import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from '../../src/realtime/channels.ts';
import { fund } from '../helpers/funds.ts';
import { until } from '../helpers/until.ts';
import { tryLeaderLock } from '../../src/lib/advisory-lock.ts';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

describe(`engine shell (${dialectName})`, () => {
  it('a balance change through the engine, when the trader holds positions, then one account-updated carries the new balance', async () => {
    const trader = await t.trader();
    await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1 },
    });
    const events: AccountEventMessage[] = [];
    const stop = t.ctx.bus.subscribe(ACCOUNT_EVENTS_CHANNEL, (message) => events.push(message as AccountEventMessage));
    await fund(t.services.engineHost, trader.userId, 50_000);
    await until(() => events.some((e) => e.userId === trader.userId && e.event === 'account-updated'));
    stop();
    const updates = events.filter((e) => e.userId === trader.userId && e.event === 'account-updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.payload).toMatchObject({ balance: 10_500 });
  });

  it('a second process, when it asks for the engine lock, then gets it only on SQLite (PostgreSQL has one leader)', async () => {
    const lock = await tryLeaderLock(t.ctx.config, 'trading-engine');
    if (dialectName === 'postgres') expect(lock).toBeNull();
    else expect(lock).not.toBeNull();
    await lock?.release();
  });
});
