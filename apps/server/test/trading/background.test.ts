import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from '../../src/realtime/channels.ts';
import { postLedgerEntry } from '../../src/modules/ledger/ledger.repository.ts';
import { tryLeaderLock } from '../../src/lib/advisory-lock.ts';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

describe(`engine shell (${dialectName})`, () => {
  it('a deposit made outside the engine, when the balance sync runs, then the trader with positions gets the new balance', async () => {
    const trader = await t.trader();
    await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1 },
    });
    await t.ctx.db
      .transaction()
      .execute((trx) => postLedgerEntry(trx, { userId: trader.userId, kind: 'deposit', amountCents: 50_000 }, t.clock.now()));
    const events: AccountEventMessage[] = [];
    const stop = t.ctx.bus.subscribe(ACCOUNT_EVENTS_CHANNEL, (message) => events.push(message as AccountEventMessage));
    await t.services.trading.runtime.syncActiveAccounts();
    stop();
    const update = events.find((e) => e.userId === trader.userId && e.event === 'account-updated');
    expect(update?.payload).toMatchObject({ balance: 10_500 });
  });

  it('a second process, when it asks for the engine lock, then gets it only on SQLite (PostgreSQL has one leader)', async () => {
    const lock = await tryLeaderLock(t.ctx.config, 'trading-engine');
    if (dialectName === 'postgres') expect(lock).toBeNull();
    else expect(lock).not.toBeNull();
    await lock?.release();
  });
});
