import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@platform/shared/orders';
import { dialectName } from '../helpers/build-test-app.ts';
import { startPushEndpoint } from '../helpers/push-endpoint.ts';
import { until } from '../helpers/until.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { newsClient } from './news-client.ts';

let t: TradingTestApp;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let news: ReturnType<typeof newsClient>;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  t = await buildTradingApp({ PUSH_ENDPOINTS: endpoint.origin });
  news = newsClient(t, endpoint);
});
afterAll(async () => {
  await t.close();
  await endpoint.close();
});

/** A 0.10-lot EURUSD buy placed at 1.1000/1.1001 with its protection, and the raw prices that then close it. */
const closes = [
  { cause: 'stop loss', title: 'Stop loss', protection: { stop_loss_price: 1.095 }, prices: [[1.094, 1.0941]], gain: false },
  { cause: 'take profit', title: 'Take profit', protection: { take_profit_price: 1.105 }, prices: [[1.106, 1.1061]], gain: true },
  {
    cause: 'trailing stop',
    title: 'Trailing stop',
    // The stop starts 20 pips under the bid, follows the rise to 1.1050, and the fall back to 1.1029 takes it.
    protection: { trailing_stop_pips: 20 },
    prices: [
      [1.105, 1.1051],
      [1.1029, 1.103],
    ],
    gain: true,
  },
] as const;

describe(`position closes in the bell and by Web Push (${dialectName})`, () => {
  for (const { cause, title, protection, prices, gain } of closes) {
    it(`a position, when its ${cause} closes it, then the bell and a push to the local endpoint say so with its close price and P/L; the market order itself is no news`, async () => {
      const trader = await t.trader();
      const subscription = `close-${cause.replace(' ', '-')}`;
      expect((await news.subscribe(trader.auth, endpoint.subscription(subscription))).statusCode).toBe(201);
      await t.quote('EURUSD', 1.1, 1.1001);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/place',
        headers: trader.auth,
        payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1, ...protection },
      });
      expect(placed.statusCode).toBe(200);
      const orderId = placed.json().data.order.id as number;

      for (const [bid, ask] of prices) await t.quote('EURUSD', bid, ask);

      await until(() => news.pushesTo(subscription).length > 0);
      const closed = (await t.app.inject({ method: 'GET', url: '/api/orders?status=closed', headers: trader.auth })).json<{
        orders: Order[];
      }>().orders;
      const order = closed.find((o) => o.id === orderId)!;
      expect(order.profit! > 0).toBe(gain);
      const text = {
        title: `${title}: #${orderId} EURUSD closed`,
        body: `Closed at ${order.close_price}, P/L ${order.profit!.toFixed(2)} USD`,
      };
      const bell = await news.bell(trader.auth);
      expect(bell.notifications).toEqual([
        expect.objectContaining({
          kind: 'close',
          ...text,
          symbol: 'EURUSD',
          account_id: trader.accountId,
          read: false,
          link: '/dashboard',
        }),
      ]);
      expect(news.pushesTo(subscription)).toEqual([{ ...text, url: '/dashboard', tag: `close:${bell.notifications[0]!.id}` }]);
      await t.quote('EURUSD', 1.1, 1.1001);
    });
  }
});
