import { localTime, openBySessions, rolloverDays, type SessionKind } from '@platform/shared/trading-calendar';
import { isOpenAt } from './market-hours.ts';
import type { MarketSymbol } from './market-symbol.ts';
import type { SymbolSheet } from './symbol-sheet.ts';
import type { TradingCalendarStore } from './trading-calendar.ts';

/**
 * When each symbol quotes, trades and rolls over: the broker's calendar where it covers the symbol,
 * else the sheet's hours (`fx`, `always`). The one place the market, the feed, the engine host and
 * the lists ask; both read live, so a staff edit applies at the next question.
 */
export class MarketSchedule {
  constructor(
    private readonly sheet: SymbolSheet,
    private readonly calendar: TradingCalendarStore,
  ) {}

  /** Prices are published (outside quote sessions the feed's prices are dropped and the simulator is silent). */
  isQuoting(symbol: string, at: number): boolean {
    const spec = this.sheet.get(symbol);
    return spec !== undefined && this.opens(spec, 'quote', at);
  }

  /** Orders fill: inside a trade session and a quote session; otherwise orders wait as on a closed market. */
  isMarketOpen(symbol: string, at: number): boolean {
    const spec = this.sheet.get(symbol);
    return spec !== undefined && this.opens(spec, 'quote', at) && this.opens(spec, 'trade', at);
  }

  /** Days of swap the rollover at `at` charges the symbol (0 on a holiday, 3 on its triple day). */
  swapDays(symbol: string, at: number): number {
    const spec = this.sheet.get(symbol);
    if (!spec) return 0;
    return rolloverDays(this.calendar.forSymbol(spec), this.timeZone(), spec.tradingHours !== 'always', at);
  }

  /** The broker's time zone, which sessions, holidays and the rollover are read in. */
  timeZone(): string {
    return this.calendar.current().timeZone;
  }

  private opens(spec: MarketSymbol, kind: SessionKind, at: number): boolean {
    const symbol = this.calendar.forSymbol(spec);
    // No session of this kind and no holiday: the sheet's hours, without reading the broker's clock
    // (history back-fill asks for tens of thousands of past instants per symbol).
    if (symbol[kind] === null && symbol.holidays.size === 0) return isOpenAt(spec.tradingHours, at);
    return openBySessions(symbol, kind, localTime(this.timeZone(), at)) ?? isOpenAt(spec.tradingHours, at);
  }
}
