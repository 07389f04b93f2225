import { randomUUID } from 'node:crypto';
import { signedUnits, type ClientFill } from './client-fill.ts';
import { decideCover } from './cover-decision.ts';
import type { CoverageBatch, NewHedgeOrder } from './coverage-batch.ts';
import type { LpInstrument } from './lp-terms.ts';
import { pickRule, type RoutingRule } from './routing-rules.ts';
import type { SymbolBooks } from './symbol-books.ts';

export interface RouterDeps {
  rules(): readonly RoutingRule[];
  /**
   * The client group's name of each trading account, by account id (the groups module's catalogue, cached).
   * Read before the batch's transaction opens: on SQLite a read outside it would wait for it.
   */
  clientGroups(accountIds: readonly number[]): Promise<Map<number, string>>;
  /** The P/L in cents of each trader's closed trades, by user id (read only when a rule asks). */
  closedProfits(userIds: readonly number[]): Promise<Map<number, number>>;
  instrument(symbol: string): (LpInstrument & { symbolGroup: string }) | undefined;
  books: SymbolBooks;
  slippagePips: number;
}

/**
 * Routes a batch of client fills into `batch` (one transaction): each fill recorded once, and the
 * covering orders its rule asks for written (status `pending_new`) before anything goes to the LP,
 * so a crash after the commit loses nothing and a second routing of the same fill adds nothing.
 * Returns the orders to send. The books move only for fills recorded now.
 */
export async function routeFills(
  batch: CoverageBatch,
  deps: RouterDeps,
  fills: readonly ClientFill[],
  traders: { groups: ReadonlyMap<number, string>; profits: ReadonlyMap<number, number> | null },
): Promise<NewHedgeOrder[]> {
  await batch.loadFillKeys(fills.map((fill) => fill.key));
  const orders: NewHedgeOrder[] = [];
  for (const fill of fills) {
    const instrument = deps.instrument(fill.symbol);
    if (!instrument) continue;
    const rule = pickRule(deps.rules(), {
      clientGroup: traders.groups.get(fill.accountId) ?? null,
      symbolGroup: instrument.symbolGroup,
      symbol: fill.symbol,
      volumeUnits: fill.volumeUnits,
      profitable: traders.profits ? (traders.profits.get(fill.userId) ?? 0) > 0 : null,
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
    const recorded = batch.recordFill({
      fill,
      digits: instrument.digits,
      ruleId: rule?.id ?? null,
      mode: rule?.mode ?? 'b_book',
      clOrdId: order?.clOrdId ?? null,
    });
    if (!recorded) continue;
    book.clientNetUnits = after.clientNetUnits;
    if (!order) continue;
    batch.createOrder(order);
    book.coveredNetUnits += signedUnits(order.side, order.volumeUnits);
    orders.push(order);
  }
  return orders;
}
