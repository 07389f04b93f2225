import type { SymbolChanges } from '@platform/shared/symbols';
import type { AppContext } from '../../app-context.ts';
import type { InTransaction } from '../../db/in-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { seedSymbols } from './catalogue/all-symbols.ts';
import type { MarketSymbol } from './market-symbol.ts';
import { findSymbol, insertMissingSymbols, listSymbols, updateSymbol } from './symbol.repository.ts';

const SYMBOLS_CHANGED_CHANNEL = 'market.symbols-changed';

declare module '../../bus/bus.ts' {
  interface BusChannels {
    /** Staff edited a symbol: every instance reloads the sheet. */
    'market.symbols-changed': { symbol: string };
  }
}

/** The symbol sheet, cached in memory on every instance; a staff edit reaches them all through the bus. */
export class SymbolSheet {
  private readonly symbols = new Map<string, MarketSymbol>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly ctx: AppContext) {}

  /** Adds the catalogue's new symbols, reads the sheet and follows edits made on other instances. */
  async open(): Promise<() => void> {
    await insertMissingSymbols(this.ctx.db, seedSymbols, this.ctx.clock.now());
    await this.reload();
    return this.ctx.bus.subscribe(SYMBOLS_CHANGED_CHANNEL, () => void this.reload());
  }

  get(symbol: string): MarketSymbol | undefined {
    return this.symbols.get(symbol);
  }

  all(): IterableIterator<MarketSymbol> {
    return this.symbols.values();
  }

  /** In the sheet's order. */
  list(): MarketSymbol[] {
    return [...this.symbols.values()].sort((a, b) => a.sortOrder - b.sortOrder);
  }

  /** Called after every change of the sheet on this instance, whichever instance made it. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `options.withinTransaction` (the audit entry) commits or rolls back with the change. */
  async update(symbol: string, changes: SymbolChanges, options: InTransaction<MarketSymbol> = {}): Promise<MarketSymbol> {
    if (!this.symbols.has(symbol)) throw AppError.notFound(`Unknown symbol ${symbol}.`, 'UNKNOWN_SYMBOL');
    const updated = await this.ctx.db.transaction().execute(async (trx) => {
      const before = await findSymbol(trx, symbol);
      if (!before) throw AppError.notFound(`Unknown symbol ${symbol}.`, 'UNKNOWN_SYMBOL');
      await updateSymbol(trx, symbol, changes, this.ctx.clock.now());
      const after = (await findSymbol(trx, symbol))!;
      await options.withinTransaction?.(trx, before, after);
      return after;
    });
    this.symbols.set(symbol, updated);
    for (const listener of this.listeners) listener();
    this.ctx.bus.publish(SYMBOLS_CHANGED_CHANNEL, { symbol });
    return updated;
  }

  private async reload(): Promise<void> {
    for (const symbol of await listSymbols(this.ctx.db)) this.symbols.set(symbol.symbol, symbol);
    for (const listener of this.listeners) listener();
  }
}
