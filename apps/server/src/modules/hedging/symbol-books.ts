import type { Db } from '../../db/database.ts';
import type { SymbolBook } from './cover-decision.ts';
import { clientNetBySymbol, coveredNetBySymbol } from './hedge-book.repository.ts';

/** Each symbol's client net and LP net as the leader keeps them between fills (read back from storage on lead). */
export class SymbolBooks {
  private readonly books = new Map<string, SymbolBook>();

  get(symbol: string): SymbolBook {
    let book = this.books.get(symbol);
    if (!book) this.books.set(symbol, (book = { clientNetUnits: 0, coveredNetUnits: 0 }));
    return book;
  }

  async load(db: Db): Promise<void> {
    this.books.clear();
    for (const { symbol, units } of await clientNetBySymbol(db)) this.get(symbol).clientNetUnits = units;
    for (const { symbol, units } of await coveredNetBySymbol(db)) this.get(symbol).coveredNetUnits = units;
  }

  snapshot(): Map<string, SymbolBook> {
    return new Map([...this.books].map(([symbol, book]) => [symbol, { ...book }]));
  }
}
