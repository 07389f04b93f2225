import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

describe(`stop-out record in Trade History (${dialectName})`, () => {
  it('a 1-lot buy, when the price falls 1,000 pips, then history explains the stop-out with level, equity and used margin before and after', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 1 },
    });
    const margin = placed.json().data.order.margin as number;
    await t.quote('EURUSD', 1.0, 1.0001);
    const closed = (await t.app.inject({ method: 'GET', url: '/api/orders?status=closed', headers: trader.auth })).json().orders;
    expect(closed[0]).toMatchObject({ close_reason: 'stop_out', stop_out: { used_margin_before: margin, used_margin_after: 0 } });
    const details = closed[0].stop_out;
    expect(details.margin_level).toBeLessThanOrEqual(50);
    expect(details.margin_level).toBeCloseTo((details.equity_before / margin) * 100, 1);
    // Read back from storage the same way after a restart.
    const rebuilt = await t.services.engineHost.loadFromStorage();
    expect(rebuilt.liveOrder(closed[0].id)).toBeUndefined();
    const row = await t.ctx.db.selectFrom('orders').select('stop_out_details').where('id', '=', closed[0].id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.stop_out_details!)).toMatchObject({ usedMarginAfterCents: 0 });
    await t.quote('EURUSD', 1.1, 1.1001);
  });
});
