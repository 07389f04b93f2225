import type { EngineState } from './engine-state.ts';
import { closePosition, enforceRisk, snapshot } from './positions.ts';
import { positionProfitCents, usdRate } from './valuation.ts';
import type { Effect, EngineOrder, EngineResult } from './types.ts';

/** Which open positions a "close all" closes. */
export type CloseFilter = 'all' | 'symbol' | 'profitable' | 'losing';

export interface ClosePositionsCommand {
  accountId: number;
  filter: CloseFilter;
  /** Required for the 'symbol' filter. */
  symbol: string | null;
  now: number;
  isMarketOpen: (symbol: string) => boolean;
}

export interface ClosedPositions {
  closed: EngineOrder[];
  /** Positions the filter chose that could not close now (market closed or no price). */
  skipped: Array<{ id: number; symbol: string; reason: 'MARKET_CLOSED' | 'STALE_PRICE' }>;
}

/** Floating P/L at the closing side of the current quote; null without a price or rate. */
function floatingCents(state: EngineState, order: EngineOrder): number | null {
  const quote = state.quotes.get(order.symbol);
  const sheet = state.symbols.get(order.symbol);
  if (!quote || !sheet || order.openPts === null) return null;
  const rate = usdRate(sheet.quoteCurrency, state);
  if (rate === undefined) return null;
  return positionProfitCents(order.side, order.openPts, order.side === 'buy' ? quote.bid : quote.ask, order.volumeUnits, sheet, rate);
}

/** The trader's open positions the filter chooses, oldest first, valued at the current quotes. */
export function positionsToClose(state: EngineState, accountId: number, filter: CloseFilter, symbol: string | null): EngineOrder[] {
  const account = state.accounts.get(accountId);
  if (!account) return [];
  const chosen: EngineOrder[] = [];
  for (const id of [...account.orderIds].sort((a, b) => a - b)) {
    const order = state.orders.get(id);
    if (!order || order.status !== 'open') continue;
    if (filter === 'symbol' && order.symbol !== symbol) continue;
    if (filter === 'profitable' || filter === 'losing') {
      const profit = floatingCents(state, order);
      if (profit === null || (filter === 'profitable' ? profit <= 0 : profit >= 0)) continue;
    }
    chosen.push(order);
  }
  return chosen;
}

/**
 * Closes every chosen position at the server's own price in one command (one transaction for the
 * shell), then checks the account's risk once.
 */
export function closePositions(state: EngineState, command: ClosePositionsCommand): EngineResult<ClosedPositions> {
  const chosen = positionsToClose(state, command.accountId, command.filter, command.symbol);
  const effects: Effect[] = [];
  const result: ClosedPositions = { closed: [], skipped: [] };
  for (const order of chosen) {
    if (!command.isMarketOpen(order.symbol)) {
      result.skipped.push({ id: order.id, symbol: order.symbol, reason: 'MARKET_CLOSED' });
      continue;
    }
    const quote = state.quotes.get(order.symbol);
    if (!quote || command.now - quote.time > state.options.maxQuoteAgeMs) {
      result.skipped.push({ id: order.id, symbol: order.symbol, reason: 'STALE_PRICE' });
      continue;
    }
    const closed = closePosition(
      state,
      order,
      order.side === 'buy' ? quote.bid : quote.ask,
      order.volumeUnits,
      'manual',
      command.now,
      effects,
    );
    result.closed.push(snapshot(closed));
  }
  const account = state.accounts.get(command.accountId);
  if (account && result.closed.length > 0) enforceRisk(state, account, command.now, effects);
  return { ok: true, value: result, effects };
}
