import type { Order } from '@platform/shared/orders';
import type { TradingEngine } from '../../engine/trading-engine.ts';
import type { EngineOrder } from '../../engine/types.ts';
import { UNITS_PER_LOT } from '../../engine/types.ts';
import { fromPoints } from '../../engine/order-rules.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const price = (pts: number | null, digits: number) => (pts === null ? null : fromPoints(pts, digits));
const money = (cents: number) => cents / 100;

/** The order as the wire carries it (spec §3 names, aliases included), valued at the engine's latest quote. */
export function orderView(order: EngineOrder, engine: TradingEngine): Order {
  const live = order.status === 'pending' || order.status === 'open' ? price(engine.livePricePts(order), order.digits) : null;
  const close = price(order.closePts, order.digits);
  const profitCents = order.status === 'open' ? engine.floatingProfitCents(order) : order.status === 'closed' ? order.profitCents : null;
  const openTime = iso(order.openedAt ?? order.createdAt)!;
  const closeTime = iso(order.closedAt);
  const swap = money(order.swapCents);
  return {
    id: order.id,
    symbol: order.symbol,
    side: order.side,
    type: order.side,
    order_type: order.orderType,
    status: order.status,
    volume: order.volumeUnits / UNITS_PER_LOT,
    leverage: order.leverage,
    open_price: price(order.openPts, order.digits),
    requested_price: price(order.requestedPts, order.digits),
    slippage_pips: slippagePips(order, engine),
    fill_latency_ms: order.fillLatencyMs,
    trigger_price: price(order.triggerPts, order.digits),
    limit_price: price(order.limitPts, order.digits),
    stop_reached_at: iso(order.stopReachedAt),
    expiry: iso(order.expiryAt),
    live_price: live,
    current_price: live,
    close_price: close,
    exit_price: close,
    open_time: openTime,
    created_at: iso(order.createdAt)!,
    close_time: closeTime,
    closed_at: closeTime,
    stop_loss_price: price(order.stopLossPts, order.digits),
    take_profit_price: price(order.takeProfitPts, order.digits),
    trailing_stop_pips: pips(order.trailingStopPts, engine, order.symbol),
    trailing_activation_pips: pips(order.trailingActivationPts, engine, order.symbol),
    take_profit_levels: order.takeProfitLevels.map((level) => ({
      price: fromPoints(level.pts, order.digits),
      volume: level.units / UNITS_PER_LOT,
    })),
    break_even_pips: pips(order.breakEvenPts, engine, order.symbol),
    break_even_offset_pips: pips(order.breakEvenOffsetPts, engine, order.symbol) ?? 0,
    oco_order_id: order.ocoOrderId,
    stop_out: order.stopOut && {
      margin_level: order.stopOut.marginLevel,
      equity_before: money(order.stopOut.equityBeforeCents),
      used_margin_before: money(order.stopOut.usedMarginBeforeCents),
      equity_after: money(order.stopOut.equityAfterCents),
      used_margin_after: money(order.stopOut.usedMarginAfterCents),
    },
    swap,
    swap_cost: swap,
    commission: money(order.commissionCents),
    profit: profitCents === null ? null : money(profitCents),
    margin: money(order.marginCents),
    close_reason: order.closeReason,
    queued: order.queued,
  };
}

/** A distance in points as pips of the symbol (one decimal). */
function pips(points: number | null, engine: TradingEngine, symbol: string): number | null {
  const pipPoints = engine.state.symbols.get(symbol)?.pipPoints;
  if (points === null || pipPoints === undefined) return null;
  return Math.round((points / pipPoints) * 10) / 10;
}

/** Fill minus the price the trader saw, in pips, positive when the fill was worse for the trader. */
function slippagePips(order: EngineOrder, engine: TradingEngine): number | null {
  const pipPoints = engine.state.symbols.get(order.symbol)?.pipPoints;
  if (order.requestedPts === null || order.openPts === null || order.orderType !== 'market' || pipPoints === undefined) return null;
  const worse = order.side === 'buy' ? order.openPts - order.requestedPts : order.requestedPts - order.openPts;
  return Math.round((worse / pipPoints) * 10) / 10;
}
