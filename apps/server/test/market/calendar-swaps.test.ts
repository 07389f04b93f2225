import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineMarketOf } from '../../src/modules/market/engine-market.ts';
import { rolloverSwaps } from '../../src/engine-host/rollover/rollover-catch-up.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { fund } from '../helpers/funds.ts';
import { signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';

let t: TradingTestApp;
let admin: StaffLogin;
beforeAll(async () => {
  t = await buildTradingApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => t.close());

/** The daily rollover (21:00 UTC) of a day of January 2026 (the 6th is a Tuesday). */
const rolloverOf = (day: number) => Date.UTC(2026, 0, day, 21);
const engine = () => t.services.engineHost.runtime.engine();
const putRules = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/trading-calendar/rules', headers: admin.auth, payload });

async function openPosition(symbol: string, bid: number, ask: number): Promise<number> {
  const trader = await t.trader();
  await fund(t.services.engineHost, trader.userId, 100_000_000);
  await t.quote(symbol, bid, ask);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/place',
    headers: trader.auth,
    payload: { symbol, side: 'buy', order_type: 'market', volume: 1, leverage: 100 },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().data.order.id as number;
}

describe(`swaps follow the trading calendar (${dialectName})`, () => {
  it('a holiday of the currency pairs and a Friday triple day for the majors, when the week rolls over, then no swap on the holiday, three on Friday, and gold keeps its Wednesday', async () => {
    const holiday = await putRules({
      target_kind: 'path',
      target: 'Forex',
      sessions: [],
      holidays: [{ date: '2026-01-07', name: 'Bank holiday' }],
      triple_swap_day: 'inherit',
    });
    expect(holiday.statusCode, holiday.body).toBe(200);
    expect(
      (await putRules({ target_kind: 'path', target: 'Forex/Majors', sessions: [], holidays: [], triple_swap_day: 'friday' })).statusCode,
    ).toBe(200);
    const euro = await openPosition('EURUSD', 1.1, 1.1001);
    const gold = await openPosition('XAUUSD', 2650, 2650.5);
    const swaps = () => [engine().liveOrder(euro)!.swapCents, engine().liveOrder(gold)!.swapCents];

    expect(await t.services.engineHost.runtime.rollover(rolloverOf(6))).toBe(true);
    const [euroDay, goldDay] = swaps();
    expect(euroDay).not.toBe(0);
    expect(goldDay).not.toBe(0);

    // Wednesday: the pairs' holiday (no rollover for them); gold's triple day.
    await t.services.engineHost.runtime.rollover(rolloverOf(7));
    expect(swaps()).toEqual([euroDay, goldDay! * 4]);
    // A catch-up after downtime answers the same for that rollover.
    const market = engineMarketOf(t.services.market);
    const missed = rolloverSwaps(market.symbols(), [{ ...engine().liveOrder(euro)! }], rolloverOf(7), (s) =>
      market.swapDays(s, rolloverOf(7)),
    );
    expect(missed.size).toBe(0);

    await t.services.engineHost.runtime.rollover(rolloverOf(8));
    await t.services.engineHost.runtime.rollover(rolloverOf(9));
    expect(swaps()).toEqual([euroDay! * (1 + 1 + 3), goldDay! * (4 + 1 + 1)]);
    // The weekend charges nothing for either.
    await t.services.engineHost.runtime.rollover(rolloverOf(10));
    await t.services.engineHost.runtime.rollover(rolloverOf(11));
    expect(swaps()).toEqual([euroDay! * 5, goldDay! * 6]);

    const spec = (await t.app.inject({ method: 'GET', url: '/api/symbols/EURUSD/specification', headers: (await t.trader()).auth })).json()
      .specification;
    expect(spec.triple_swap_day).toBe('friday');
  });
});
