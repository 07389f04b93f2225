import type { EngineState } from './engine-state.ts';
import { closeOrder } from './order-commands.ts';
import { tradeModeOf } from './conditions.ts';
import { placeOrder } from './place-order.ts';
import { freeMarginCents } from './account-risk.ts';
import { marginCents, positionProfitCents, usdRate } from './valuation.ts';
import { err, type EngineOrder, type EngineResult } from './types.ts';
import { UNITS_PER_LOT } from './types.ts';

export interface ReversePositionCommand {
  accountId: number;
  orderId: number;
  now: number;
  marketOpen: boolean;
}

/**
 * Closes a position and opens the opposite one with the same volume and leverage at the market.
 * The opening is checked first (fresh price, margin freed by the close), so both happen or neither.
 */
export function reversePosition(
  state: EngineState,
  command: ReversePositionCommand,
): EngineResult<{ closed: EngineOrder; opened: EngineOrder | null }> {
  const order = state.orders.get(command.orderId);
  const sheet = order ? state.symbols.get(order.symbol) : undefined;
  if (!order || !sheet || order.accountId !== command.accountId || order.status !== 'open' || !command.marketOpen)
    return closeOrder(state, { ...command, volume: null }) as { ok: false; error: never };
  const quote = state.quotes.get(order.symbol);
  const rate = usdRate(sheet.quoteCurrency, state);
  if (!quote || rate === undefined || command.now - quote.time > state.options.maxQuoteAgeMs)
    return err('STALE_PRICE', 409, `No current price for ${order.symbol}. Please try again in a moment.`);
  if (tradeModeOf(state, state.ensureAccount(order.accountId), order.symbol) !== 'full')
    return err('CLOSE_ONLY', 409, `${order.symbol} is close-only for your account: you can close the position, not reverse it.`);
  const side = order.side === 'buy' ? ('sell' as const) : ('buy' as const);
  const fill = side === 'buy' ? quote.ask : quote.bid;
  const exit = side === 'buy' ? quote.bid : quote.ask;
  const required =
    marginCents(order.volumeUnits, fill, sheet, rate, order.leverage) -
    Math.min(0, positionProfitCents(side, fill, exit, order.volumeUnits, sheet, rate));
  const freeAfterClose = freeMarginCents(state, state.accounts.get(order.accountId)!) + order.marginCents;
  if (required > freeAfterClose)
    return err('INSUFFICIENT_MARGIN', 422, 'Insufficient Margin make Deposit First', {
      required: required / 100,
      free: Math.max(0, freeAfterClose) / 100,
    });

  const closed = closeOrder(state, { ...command, volume: null });
  if (!closed.ok) return closed;
  const opened = placeOrder(state, {
    accountId: order.accountId,
    symbol: order.symbol,
    side,
    orderType: 'market',
    volume: order.volumeUnits / UNITS_PER_LOT,
    leverage: order.leverage,
    requestedPrice: null,
    triggerPrice: null,
    stopLossPrice: null,
    takeProfitPrice: null,
    expiryAt: null,
    receivedAt: command.now,
    now: command.now,
    marketOpen: command.marketOpen,
  });
  // Checked above; should the opening still be refused, the close stands and must be recorded.
  if (!opened.ok) return { ok: true, value: { closed: closed.value, opened: null }, effects: closed.effects };
  return { ok: true, value: { closed: closed.value, opened: opened.value }, effects: [...closed.effects, ...opened.effects] };
}
