import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { engineMarketOf, toEngineSymbol } from '../../src/modules/market/engine-market.ts';
import { catchUpRollovers } from '../../src/engine-host/rollover/rollover-catch-up.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';

const HOUR = 3_600_000;
const TUESDAY_ROLLOVER = Date.UTC(2026, 0, 6, 21);
const WEDNESDAY_ROLLOVER = Date.UTC(2026, 0, 7, 21);
const THURSDAY_ROLLOVER = Date.UTC(2026, 0, 8, 21);

let t: TradingTestApp;
/** The instance currently running on t's database (t itself until the first restart). */
let current: BuiltApp;
let perLotCents: number;

beforeAll(async () => {
  t = await buildTradingApp();
  current = t;
  perLotCents = toEngineSymbol(t.services.market.getSymbol('EURUSD')!).swapLongCents;
});
afterAll(async () => {
  if (current !== t) await current.app.close();
  await t.close();
});

/** Stops the running instance and starts a fresh one on the same database at the test clock's time. */
async function restart(): Promise<BuiltApp> {
  await current.app.close();
  current = await buildApp(t.ctx.config, { clock: t.clock, startBackground: false });
  return current;
}

async function storedSwap(orderId: number): Promise<number> {
  const row = await current.ctx.db.selectFrom('orders').select('swap_cents').where('id', '=', orderId).executeTakeFirstOrThrow();
  return Number(row.swap_cents);
}

async function openBuy(auth: { authorization: string }): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/place',
    headers: auth,
    payload: { symbol: 'EURUSD', side: 'buy', volume: 1 },
  });
  expect(response.json()).toMatchObject({ code: 'ORDER_PLACED' });
  return response.json().data.order.id as number;
}

describe(`missed swap rollovers (${dialectName})`, () => {
  let early: number;
  let late: number;

  it('a rollover missed while the server was down, when the engine starts again, then it is charged once and only to positions open at it', async () => {
    expect(perLotCents).toBeLessThan(0);
    const first = await t.trader();
    early = await openBuy(first.auth);
    // 21:00 passes with no rollover run (the timer never fired), then another position opens.
    t.clock.set(TUESDAY_ROLLOVER + HOUR / 2);
    await t.quote('EURUSD', 1.1, 1.1001);
    const second = await t.trader();
    late = await openBuy(second.auth);
    expect(await storedSwap(early)).toBe(0);

    t.clock.set(Date.UTC(2026, 0, 7, 10));
    const restarted = await restart();

    expect(await storedSwap(early)).toBe(perLotCents);
    expect(await storedSwap(late)).toBe(0);
    expect(restarted.services.engineHost.runtime.engine().liveOrder(early)?.swapCents).toBe(perLotCents);
    const record = await restarted.ctx.db.selectFrom('swap_rollovers').selectAll().orderBy('rollover_at').execute();
    expect(record.map((r) => [Number(r.rollover_at), r.source, r.positions])).toEqual([
      [Date.UTC(2026, 0, 5, 21), 'baseline', 0],
      [TUESDAY_ROLLOVER, 'catch_up', 1],
    ]);
  });

  it('the engine, when started a second time with no rollover since, then charges nothing more', async () => {
    t.clock.advance(HOUR);
    await restart();
    expect(await storedSwap(early)).toBe(perLotCents);
    expect(await storedSwap(late)).toBe(0);
  });

  it('several missed rollovers, when caught up, then each is charged in order with triple swap on Wednesday', async () => {
    t.clock.set(THURSDAY_ROLLOVER + HOUR);
    const restarted = await restart();
    // Wednesday (triple) and Thursday for the early position; the late one from Wednesday on.
    expect(await storedSwap(early)).toBe(perLotCents * (1 + 3 + 1));
    expect(await storedSwap(late)).toBe(perLotCents * (3 + 1));
    const applied = await restarted.ctx.db.selectFrom('swap_rollovers').select('rollover_at').orderBy('rollover_at').execute();
    expect(applied.map((r) => Number(r.rollover_at)).slice(-2)).toEqual([WEDNESDAY_ROLLOVER, THURSDAY_ROLLOVER]);
  });

  it('two instances, when catching up the same missed rollover at once, then only one charges it', async () => {
    const friday = Date.UTC(2026, 0, 9, 22);
    const market = engineMarketOf(current.services.market);
    const before = await storedSwap(early);
    const results = await Promise.all([catchUpRollovers(current.ctx, market, friday), catchUpRollovers(current.ctx, market, friday)]);
    expect(results.flat()).toEqual([Date.UTC(2026, 0, 9, 21)]);
    expect(await storedSwap(early)).toBe(before + perLotCents);
  });

  it('the live rollover, when run twice for the same time, then charges once', async () => {
    t.clock.set(Date.UTC(2026, 0, 12, 21, 0, 1));
    const restarted = await restart();
    const monday = Date.UTC(2026, 0, 12, 21);
    const before = await storedSwap(early);
    // Saturday and Sunday charge nothing for FX; Monday was caught up at start.
    expect(before).toBe(perLotCents * (1 + 3 + 1 + 1 + 1));
    expect(await restarted.services.engineHost.runtime.rollover(monday)).toBe(false);
    const tuesday = Date.UTC(2026, 0, 13, 21);
    expect(await restarted.services.engineHost.runtime.rollover(tuesday)).toBe(true);
    expect(await restarted.services.engineHost.runtime.rollover(tuesday)).toBe(false);
    expect(await storedSwap(early)).toBe(before + perLotCents);
    expect(restarted.services.engineHost.runtime.engine().liveOrder(early)?.swapCents).toBe(before + perLotCents);
  });
});
