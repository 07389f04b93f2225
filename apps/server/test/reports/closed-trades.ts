import type { TestApp } from '../helpers/build-test-app.ts';

export interface ClosedTrade {
  at: number;
  profit: number | null;
  swap?: number;
  commission?: number;
  symbol?: string;
  /** Milliseconds between opening and closing (60 s unless given). */
  heldMs?: number;
  /** A partial close's record: the position (order id) it was cut from. */
  positionId?: number;
}

let nextId = 5_000_000;

/**
 * Closed trades as history, written straight into orders (the reports read orders only; no
 * balance moves): each trade's net is profit + swap + commission. Returns the ids in order.
 */
export async function insertClosedTrades(
  t: Pick<TestApp, 'ctx'>,
  userId: number,
  trades: ClosedTrade[],
  accountId = userId,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < trades.length; start += 200) {
    const rows = trades.slice(start, start + 200).map((trade) => {
      const id = nextId++;
      ids.push(id);
      const openedAt = trade.at - (trade.heldMs ?? 60_000);
      return {
        id,
        user_id: userId,
        symbol: trade.symbol ?? 'EURUSD',
        side: 'buy' as const,
        order_type: 'market' as const,
        status: 'closed' as const,
        volume_units: 1000,
        leverage: 100,
        digits: 5,
        open_pts: 110_000,
        requested_pts: 110_000,
        trigger_pts: null,
        expiry_at: null,
        stop_loss_pts: null,
        take_profit_pts: null,
        close_pts: 110_100,
        margin_cents: 0,
        swap_cents: trade.swap ?? 0,
        commission_cents: trade.commission ?? 0,
        profit_cents: trade.profit,
        close_reason: 'manual' as const,
        queued: 0,
        fill_latency_ms: 1,
        created_at: openedAt,
        opened_at: openedAt,
        closed_at: trade.at,
        updated_at: trade.at,
        trailing_stop_pts: null,
        break_even_pts: null,
        break_even_offset_pts: 0,
        oco_order_id: null,
        position_id: trade.positionId ?? null,
        stop_out_details: null,
        account_id: accountId,
      };
    });
    await t.ctx.db.insertInto('orders').values(rows).execute();
  }
  return ids;
}
