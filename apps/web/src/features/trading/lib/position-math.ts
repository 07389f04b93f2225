import type { Order } from '@platform/shared/orders';
import type { Account } from '@platform/shared/account';
import type { SymbolSpec } from '@platform/shared/symbols';
import { closingPrice, marginLevelPercent, profitUsd } from '@platform/shared/trading-math';
import { quoteToUsd, type QuoteLookup } from './usd-rate.ts';

export interface LivePosition {
  /** The price the position would close at now (bid for a buy, ask for a sell). */
  currentPrice: number | null;
  /** Floating P/L in USD; null when not computable (no price or no USD rate). */
  profit: number | null;
}

/** An open position revalued at the latest tick with the shared trading math; the server's figures otherwise. */
export function livePosition(order: Order, sheet: readonly SymbolSpec[] | undefined, quoteOf: QuoteLookup): LivePosition {
  const serverFallback = { currentPrice: order.live_price ?? order.current_price, profit: order.profit };
  const spec = sheet?.find((row) => row.symbol === order.symbol);
  const quote = quoteOf(order.symbol);
  if (!spec || !quote || order.open_price === null) return serverFallback;
  const rate = quoteToUsd(spec, sheet ?? [], quoteOf);
  const currentPrice = closingPrice(order.side, quote.bid, quote.ask);
  if (rate === null) return { currentPrice, profit: null };
  return { currentPrice, profit: profitUsd(order.side, order.volume, spec.contract_size, order.open_price, currentPrice, rate) };
}

export interface LiveAccount extends Account {
  /** Floating P/L of every open position at the latest ticks. */
  profitLoss: number;
}

/**
 * The footer's figures between two 'account-updated' events: the server's balance and margin,
 * equity moved by the floating P/L recomputed from ticks.
 */
export function liveAccount(account: Account, positions: readonly LivePosition[]): LiveAccount {
  const computable = positions.every((position) => position.profit !== null);
  if (positions.length === 0 || !computable) return { ...account, profitLoss: account.unrealized_profit };
  const profitLoss = positions.reduce((sum, position) => sum + (position.profit ?? 0), 0);
  const equity = account.equity - account.unrealized_profit + profitLoss;
  return {
    ...account,
    profitLoss,
    unrealized_profit: profitLoss,
    equity,
    free_margin: equity - account.used_margin - account.reserved,
    margin_level: marginLevelPercent(equity, account.used_margin),
  };
}
