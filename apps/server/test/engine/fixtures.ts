import { TradingEngine } from '../../src/engine/trading-engine.ts';
import type { EngineSymbol } from '../../src/engine/types.ts';
import type { PlaceOrderCommand } from '../../src/engine/commands.ts';
import { EMPTY_CALENDAR, resolveSymbolCalendar, rolloverDays } from '@platform/shared/trading-calendar';

export const EURUSD: EngineSymbol = {
  symbol: 'EURUSD',
  digits: 5,
  pipPoints: 10,
  contractSize: 100_000,
  leverageCap: 400,
  baseCurrency: 'EUR',
  quoteCurrency: 'USD',
  swapLongCents: -700,
  swapShortCents: 200,
  volumeMinUnits: 100,
  volumeMaxUnits: 1_000_000,
  volumeStepUnits: 100,
  enabled: true,
};

export const USDJPY: EngineSymbol = {
  ...EURUSD,
  symbol: 'USDJPY',
  digits: 3,
  baseCurrency: 'USD',
  quoteCurrency: 'JPY',
  swapLongCents: 500,
  swapShortCents: -900,
};

export const T0 = Date.UTC(2026, 0, 6, 12, 0, 0); // a Tuesday, markets open

/** The days of swap a rollover at `at` charges an FX symbol by a calendar with no rules (weekdays only, triple Wednesday), as the engine host asks. */
export const fxSwapDays = (at: number) => (): number =>
  rolloverDays(resolveSymbolCalendar(EMPTY_CALENDAR, 'EURUSD', 'Forex/Majors'), 'UTC', true, at);

/** An engine with EURUSD and USDJPY quoted and one funded account. */
export function engineWithAccount(balanceCents = 1_000_000, accountId = 1): TradingEngine {
  const engine = new TradingEngine();
  engine.upsertSymbol(EURUSD);
  engine.upsertSymbol(USDJPY);
  engine.tick({ symbol: 'EURUSD', bid: 1.1, ask: 1.1001, time: T0, marketOpen: true });
  engine.tick({ symbol: 'USDJPY', bid: 150, ask: 150.02, time: T0, marketOpen: true });
  engine.loadAccount({ accountId, balanceCents, creditCents: 0, reservedCents: 0 });
  return engine;
}

export function marketBuy(overrides: Partial<PlaceOrderCommand> = {}): PlaceOrderCommand {
  return {
    accountId: 1,
    symbol: 'EURUSD',
    side: 'buy',
    orderType: 'market',
    volume: 1,
    leverage: 400,
    requestedPrice: 1.1001,
    triggerPrice: null,
    stopLossPrice: null,
    takeProfitPrice: null,
    expiryAt: null,
    receivedAt: T0,
    now: T0,
    marketOpen: true,
    ...overrides,
  };
}
