import type { AppContext } from '../app-context.ts';
import { TradingEngine } from '../engine/trading-engine.ts';
import type { EngineMarket } from './leader-command.ts';
import type { EngineAlerts, EngineGroups, EngineRisk } from './engine-parts.ts';
import { realisedByDaySince } from './storage/realised.repository.ts';
import { listLiveOrders, maxOrderId } from './storage/order.repository.ts';
import { listAccounts, listAppliedOps } from './storage/ledger.repository.ts';
import { checkStoredNumbers } from './storage-sanity.ts';

/** Builds the engine from storage: the symbol sheet, the latest quotes, every account, every pending and open order, the applied balance commands. */
export async function loadEngine(
  ctx: AppContext,
  market: EngineMarket,
  alerts: EngineAlerts,
  groups: EngineGroups,
  risk?: EngineRisk,
): Promise<TradingEngine> {
  const engine = new TradingEngine({ maxQuoteAgeMs: ctx.config.trading.maxQuoteAgeMs });
  for (const symbol of market.symbols()) {
    engine.upsertSymbol(symbol);
    const quote = market.latestQuote(symbol.symbol);
    // Quotes first, with an empty book, so restoring orders fires nothing by itself.
    if (quote) engine.tick({ symbol: quote.symbol, bid: quote.bid, ask: quote.ask, time: quote.time, marketOpen: false });
  }
  engine.setNextOrderId((await maxOrderId(ctx.db)) + 1);
  const orders = await listLiveOrders(ctx.db);
  const accounts = await listAccounts(ctx.db);
  checkStoredNumbers(accounts, orders);
  // Every account with its owner: the engine owns balances from here on and never re-reads them.
  for (const row of accounts)
    engine.loadAccount({
      accountId: row.accountId,
      userId: row.userId,
      balanceCents: row.balanceCents,
      creditCents: row.creditCents,
      reservedCents: row.reservedCents,
      leverage: row.leverage,
      closed: row.closed,
      demo: row.demo,
    });
  engine.loadAppliedOps(await listAppliedOps(ctx.db));
  // Groups before orders: a restored position is valued at its account's group's prices.
  await groups.load(engine);
  for (const order of orders) engine.loadOrder(order);
  // The risk desk's realised figures of this month so far (the engine adds each close from here on).
  const month = new Date(ctx.clock.now());
  for (const row of await realisedByDaySince(ctx.db, Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1) - 7 * 86_400_000))
    engine.seedRealised(row.accountId, row.symbol, row.day, row.cents);
  await risk?.load(engine);
  await alerts.load(ctx.db, engine);
  return engine;
}
