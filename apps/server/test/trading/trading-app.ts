import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';

/** Tuesday 6 Jan 2026 12:00 UTC: currency markets open. */
export const TUESDAY_NOON = Date.UTC(2026, 0, 6, 12, 0, 0);

export interface TradingTestApp extends TestApp {
  clock: { now(): number; set(at: number): void; advance(ms: number): void };
  /** Pushes a raw feed price (the market adds its markup) and waits for the engine's writes. */
  quote(symbol: string, bid: number, ask: number): Promise<{ bid: number; ask: number }>;
  /** A new demo trader; `accountId` is their (one) trading account's. */
  trader(): Promise<{ token: string; email: string; auth: { authorization: string }; userId: number; accountId: number }>;
}

export async function buildTradingApp(env: Record<string, string> = {}): Promise<TradingTestApp> {
  let now = TUESDAY_NOON;
  const clock = { now: () => now, set: (at: number) => void (now = at), advance: (ms: number) => void (now += ms) };
  const built = await buildTestApp(env, { clock });
  const market = built.services.market;
  const quote = async (symbol: string, bid: number, ask: number) => {
    market.pushQuote({ symbol, bid, ask, time: now });
    await built.services.engineHost.runtime.settled();
    const latest = market.quotes.latest(symbol)!;
    return { bid: latest.bid, ask: latest.ask };
  };
  await quote('EURUSD', 1.1, 1.1001);
  await quote('USDJPY', 150, 150.02);
  return {
    ...built,
    clock,
    quote,
    async trader() {
      const trader = await signUpTrader(built.app);
      const me = await built.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth });
      const accounts = await built.app.inject({ method: 'GET', url: '/api/accounts', headers: trader.auth });
      return {
        ...trader,
        userId: me.json<{ account: { user_id: number } }>().account.user_id,
        accountId: accounts.json<{ accounts: Array<{ id: number }> }>().accounts[0]!.id,
      };
    },
  };
}
