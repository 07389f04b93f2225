import type { AppContext } from '../../app-context.ts';
import { TradingEngine } from '../../engine/trading-engine.ts';
import type { MarketService } from '../market/market.service.ts';
import { toEngineSymbol } from './engine-symbol.ts';
import { listLiveOrders, maxOrderId } from './order.repository.ts';
import { loadAlerts } from '../alerts/alert-arming.ts';

/** Builds the engine from storage: the symbol sheet, the latest quotes, every pending and open order and their accounts. */
export async function loadEngine(ctx: AppContext, market: MarketService): Promise<TradingEngine> {
  const engine = new TradingEngine();
  for (const sheet of market.listSymbols()) {
    engine.upsertSymbol(toEngineSymbol(sheet));
    const quote = market.quotes.latest(sheet.symbol);
    // Quotes first, with an empty book, so restoring orders fires nothing by itself.
    if (quote) engine.tick({ symbol: quote.symbol, bid: quote.bid, ask: quote.ask, time: quote.time, marketOpen: false });
  }
  engine.setNextOrderId((await maxOrderId(ctx.db)) + 1);
  const orders = await listLiveOrders(ctx.db);
  const userIds = [...new Set(orders.map((order) => order.userId))];
  if (userIds.length > 0) {
    const accounts = await ctx.db.selectFrom('accounts').selectAll().where('user_id', 'in', userIds).execute();
    for (const row of accounts)
      engine.syncAccount({
        userId: row.user_id,
        balanceCents: row.balance_cents,
        creditCents: row.credit_cents,
        reservedCents: row.reserved_cents,
      });
  }
  for (const order of orders) engine.loadOrder(order);
  await loadAlerts(ctx.db, engine);
  return engine;
}
