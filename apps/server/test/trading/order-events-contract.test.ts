import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderUpdatedEventSchema } from '@platform/shared/orders';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from '../../src/realtime/channels.ts';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

// The web app patches its cached order lists from these events instead of refetching: each one
// must parse with the shared schema, or the screen would silently stay stale.
describe(`order-updated events keep the shared contract (${dialectName})`, () => {
  it('a fill, an SL edit and a close, when committed, then each order-updated parses and carries the order as it now is', async () => {
    const trader = await t.trader();
    const events: AccountEventMessage[] = [];
    const stop = t.ctx.bus.subscribe(ACCOUNT_EVENTS_CHANNEL, (message) => events.push(message as AccountEventMessage));
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1 },
    });
    const id = (placed.json() as { data: { order: { id: number } } }).data.order.id;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${id}/sl-tp`,
      headers: trader.auth,
      payload: { stop_loss_price: 1.05 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/order/close',
      headers: trader.auth,
      payload: { order_id: id, close_price: 1.1, profit_loss: 0, volume: 0.1 },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    stop();
    const orderEvents = events.filter((e) => e.userId === trader.userId && e.event === 'order-updated');
    const parsed = orderEvents.map((e) => orderUpdatedEventSchema.safeParse(e.payload));
    for (const result of parsed) expect(result.error?.issues ?? []).toEqual([]);
    expect(parsed.map((r) => [r.data?.event, r.data?.order.status, r.data?.order.stop_loss_price])).toEqual([
      ['filled', 'open', null],
      ['modified', 'open', 1.05],
      ['closed', 'closed', 1.05],
    ]);
  });
});
