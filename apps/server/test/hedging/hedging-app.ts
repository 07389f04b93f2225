import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { createHedgeRulesService, ruleNames, type RuleInput } from '../../src/modules/hedging/hedge-rules.service.ts';
import type { HedgeService } from '../../src/modules/hedging/hedge.service.ts';
import { until } from '../helpers/until.ts';
import { setBalance } from '../helpers/funds.ts';
import { signUpTrader } from '../helpers/traders.ts';

export const DEALER = { id: null, email: 'dealer@example.com', role: 'admin', ip: null };

export const anyRule: RuleInput = {
  clientGroup: null,
  symbolGroup: null,
  symbol: null,
  minVolumeUnits: null,
  maxVolumeUnits: null,
  mode: 'b_book',
  exposureLimitUnits: null,
  profitability: null,
};

export interface HedgingTestApp extends TradingTestApp {
  hedge: HedgeService;
  rules: ReturnType<typeof createHedgeRulesService>;
  /** A market order through the API; returns the order id. */
  marketOrder(auth: object, symbol: string, side: 'buy' | 'sell', volume: number): Promise<number>;
  ordersOf(symbol: string): ReturnType<typeof listOrders>;
  loggedOn(): Promise<void>;
  /** A trader on a demo account (`trader()` gives a funded live one: demo fills are never covered). */
  demoTrader: TradingTestApp['trader'];
}

const listOrders = (t: TradingTestApp, symbol: string) =>
  t.ctx.db.selectFrom('hedge_orders').selectAll().where('symbol', '=', symbol).orderBy('id').execute();

/** A trading app whose hedge service talks FIX to the LP on `port` as BROKER. */
export async function buildHedgingApp(port: number, target: string, env: Record<string, string> = {}): Promise<HedgingTestApp> {
  const t = await buildTradingApp({
    FIX_HOST: '127.0.0.1',
    FIX_PORT: String(port),
    FIX_SENDER_COMP_ID: 'BROKER',
    FIX_TARGET_COMP_ID: target,
    FIX_RECONNECT_S: '1',
    FIX_RECONNECT_MAX_S: '2',
    ...env,
  });
  const hedge = t.services.hedging.service!;
  return {
    ...t,
    demoTrader: () => t.trader(),
    async trader() {
      const trader = await signUpTrader(t.app, { account_type: 'live' });
      const me = await t.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth });
      const { account_id: accountId, user_id: userId } = me.json<{ account: { account_id: number; user_id: number } }>().account;
      await setBalance(t.services.engineHost, accountId, 100_000_000);
      return { ...trader, userId, accountId };
    },
    hedge,
    rules: createHedgeRulesService(t.ctx, ruleNames(t.ctx, t.services.market)),
    async marketOrder(auth, symbol, side, volume) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/place',
        headers: auth as Record<string, string>,
        payload: { symbol, side, order_type: 'market', volume, leverage: 100 },
      });
      if (response.statusCode !== 200) throw new Error(`order failed: ${response.body}`);
      return response.json<{ data: { order: { id: number } } }>().data.order.id;
    },
    ordersOf: (symbol) => listOrders(t, symbol),
    loggedOn: () => until(() => hedge.sessionState() === 'logged_on', 15_000),
  };
}
