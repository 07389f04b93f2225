import { TradingEngine } from '../../src/engine/trading-engine.ts';
import type { Effect, EngineOrder, EngineQuote, EngineSymbol } from '../../src/engine/types.ts';

/**
 * What the database holds after the effect writer persisted a sequence of effects (accounts,
 * orders, applied balance-command ids), and the engine the loader would build from it.
 */
export function createStoreReplica() {
  const balances = new Map<number, number>();
  const funds = new Map<number, { creditCents: number; reservedCents: number }>();
  const orders = new Map<number, EngineOrder>();
  const applied = new Set<string>();
  return {
    balances,
    apply(effects: Effect[]): void {
      for (const e of effects) {
        if (e.type === 'ledger') balances.set(e.accountId, (balances.get(e.accountId) ?? 0) + e.amountCents);
        else if (e.type === 'funds') funds.set(e.accountId, { creditCents: e.creditCents, reservedCents: e.reservedCents });
        else if (e.type === 'applied') applied.add(e.opId);
        else if (e.type === 'order') orders.set(e.order.id, { ...e.order });
        else if (e.type === 'orders-deleted') for (const [id, o] of orders) if (o.accountId === e.accountId) orders.delete(id);
      }
    },
    /** The loader's steps: symbols, quotes (market closed, so nothing fires), accounts, applied ids, live orders. */
    reload(symbols: EngineSymbol[], quotes: Map<string, EngineQuote>): TradingEngine {
      const engine = new TradingEngine();
      for (const sheet of symbols) {
        engine.upsertSymbol(sheet);
        const quote = quotes.get(sheet.symbol);
        if (quote)
          engine.tick({
            symbol: sheet.symbol,
            bid: quote.bid / 10 ** sheet.digits,
            ask: quote.ask / 10 ** sheet.digits,
            time: quote.time,
            marketOpen: false,
          });
      }
      engine.setNextOrderId(Math.max(0, ...orders.keys()) + 1);
      const users = new Set([...balances.keys(), ...funds.keys()]);
      for (const accountId of users) {
        const { creditCents = 0, reservedCents = 0 } = funds.get(accountId) ?? {};
        engine.loadAccount({ accountId, balanceCents: balances.get(accountId) ?? 0, creditCents, reservedCents });
      }
      engine.loadAppliedOps(applied);
      for (const order of [...orders.values()].sort((a, b) => a.id - b.id))
        if (order.status === 'pending' || order.status === 'open') engine.loadOrder(order);
      return engine;
    },
  };
}
