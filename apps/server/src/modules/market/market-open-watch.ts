import type { MarketOpenChange } from '@platform/shared/symbols';
import type { Clock } from '../../lib/clock.ts';
import type { MarketSchedule } from './market-schedule.ts';
import type { SymbolSheet } from './symbol-sheet.ts';

const MINUTE = 60_000;

/**
 * Which symbols' markets are open on this instance, checked at every minute (sessions start and end
 * on minutes) and after any change of the calendar or the sheet; its listeners (the socket's
 * `market-hours` event) hear the symbols that opened or closed, so screens never show a stale state.
 */
export class MarketOpenWatch {
  private readonly open = new Map<string, boolean>();
  private readonly listeners = new Set<(changes: MarketOpenChange[]) => void>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sheet: SymbolSheet,
    private readonly schedule: MarketSchedule,
    private readonly clock: Clock,
  ) {}

  /** The symbols whose state changed since the last check (the first check remembers, announcing nothing). */
  check(now = this.clock.now()): MarketOpenChange[] {
    const first = this.open.size === 0;
    const changes: MarketOpenChange[] = [];
    for (const spec of this.sheet.all()) {
      const open = this.schedule.isMarketOpen(spec.symbol, now);
      if (!first && this.open.get(spec.symbol) !== open) changes.push({ symbol: spec.symbol, market_open: open });
      this.open.set(spec.symbol, open);
    }
    if (changes.length > 0) for (const listener of this.listeners) listener(changes);
    return changes;
  }

  onChange(listener: (changes: MarketOpenChange[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Checks just after each minute starts, for as long as the instance runs. */
  start(): void {
    this.check();
    const next = () => {
      const now = this.clock.now();
      this.timer = setTimeout(
        () => {
          this.check();
          next();
        },
        MINUTE - (now % MINUTE) + 50,
      );
      this.timer.unref();
    };
    next();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
