import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { signedUnits, type ClientFill } from './client-fill.ts';
import { decideCover } from './cover-decision.ts';
import { insertClientFill, insertHedgeOrder, type NewHedgeOrder } from './hedge-book.repository.ts';
import type { LpInstrument } from './lp-terms.ts';
import { pickRule, type RoutingRule } from './routing-rules.ts';
import type { SymbolBooks } from './symbol-books.ts';

export interface RouterDeps {
  rules(): readonly RoutingRule[];
  /**
   * The client group of each trader, by user id (a trader missing from the answer has none). Until
   * client groups exist (issue 28) it answers nothing, so rules naming a group match nothing.
   */
  clientGroups(trx: Db, userIds: number[]): Promise<Map<number, string>>;
  instrument(symbol: string): (LpInstrument & { symbolGroup: string }) | undefined;
  books: SymbolBooks;
  slippagePips: number;
}

/**
 * Routes a batch of client fills in one transaction: each fill recorded once, and the covering
 * orders its rule asks for written (status `pending_new`) before anything goes to the LP, so a
 * crash after the commit loses nothing and a second routing of the same fill adds nothing.
 * Returns the orders to send. The books move only for fills recorded now.
 */
export async function routeFills(trx: Db, deps: RouterDeps, fills: readonly ClientFill[], now: number): Promise<NewHedgeOrder[]> {
  const orders: NewHedgeOrder[] = [];
  for (const fill of fills) {
    const instrument = deps.instrument(fill.symbol);
    if (!instrument) continue;
    const rule = pickRule(deps.rules(), {
      clientGroup: null,
      symbolGroup: instrument.symbolGroup,
      symbol: fill.symbol,
      volumeUnits: fill.volumeUnits,
    });
    const book = deps.books.get(fill.symbol);
    const after = { ...book, clientNetUnits: book.clientNetUnits + signedUnits(fill.side, fill.volumeUnits) };
    const cover = decideCover(rule, fill, after);
    const order: NewHedgeOrder | null = cover
      ? {
          clOrdId: `H${randomUUID().replaceAll('-', '')}`,
          symbol: fill.symbol,
          lpSymbol: instrument.lpSymbol,
          side: cover.side,
          volumeUnits: cover.volumeUnits,
          limitPts: fill.pricePts + (cover.side === 'buy' ? 1 : -1) * deps.slippagePips * instrument.pipPoints,
          digits: instrument.digits,
        }
      : null;
    const recorded = await insertClientFill(
      trx,
      { fill, digits: instrument.digits, ruleId: rule?.id ?? null, mode: rule?.mode ?? 'b_book', clOrdId: order?.clOrdId ?? null },
      now,
    );
    if (!recorded) continue;
    book.clientNetUnits = after.clientNetUnits;
    if (!order) continue;
    await insertHedgeOrder(trx, order, now);
    book.coveredNetUnits += signedUnits(order.side, order.volumeUnits);
    orders.push(order);
  }
  return orders;
}
