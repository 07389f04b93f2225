import { describe, expect, it } from 'vitest';
import { EURUSD, T0, engineWithAccount, marketBuy } from './fixtures.ts';

const crypto = { ...EURUSD, digits: 2, pipPoints: 1, contractSize: 1, leverageCap: 20 };
const BTCUSDT = { ...crypto, symbol: 'BTCUSDT', baseCurrency: 'BTC', quoteCurrency: 'USDT' };
const ETHBTC = { ...crypto, symbol: 'ETHBTC', digits: 5, pipPoints: 1, baseCurrency: 'ETH', quoteCurrency: 'BTC' };

describe('the engine values a cross by the shared USD rule', () => {
  it('when the back office adds ETHBTC, then BTC is priced through BTCUSDT as in the ticket, once BTCUSDT is quoted', () => {
    const engine = engineWithAccount(10_000_000);
    engine.upsertSymbol(BTCUSDT);
    engine.upsertSymbol(ETHBTC);
    engine.tick({ symbol: 'ETHBTC', bid: 0.05, ask: 0.05002, time: T0, marketOpen: true });

    const unpriced = engine.place(marketBuy({ symbol: 'ETHBTC', requestedPrice: 0.05002, leverage: 20 }));
    expect(unpriced.ok).toBe(false);

    engine.tick({ symbol: 'BTCUSDT', bid: 60_000, ask: 60_010, time: T0, marketOpen: true });
    const placed = engine.place(marketBuy({ symbol: 'ETHBTC', requestedPrice: 0.05002, leverage: 20 }));
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    // 1 ETH at 0.05002 BTC, BTC at the BTCUSDT mid 60,005 USDT, a USDT worth one dollar, leverage 20.
    expect(placed.value.marginCents).toBe(Math.ceil((0.05002 * 60_005 * 100) / 20 - 1e-9));
  });
});
