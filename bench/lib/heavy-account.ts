// A heavy trader for the reports bench: `trades` closed trades spread over 2025 (one every ~5 minutes),
// each with its realised P/L ledger entry and, for one in five, a swap entry. Seeded in one
// transaction with a fixed pseudo-random sequence, so every run measures the same account. The
// bench writes the rows directly (balances included): it seeds history, it does not trade.
import type { Db } from '@platform/server/src/db/database.ts';

const SYMBOLS = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'BTCUSDT'];
const YEAR_START = Date.UTC(2025, 0, 1);
const BATCH = 500;

/** A deterministic pseudo-random sequence, so every run seeds the same account. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function seedHeavyAccount(db: Db, userId: number, trades: number): Promise<void> {
  const random = seeded(42);
  const firstId = 10_000_000;
  const account = await db.selectFrom('accounts').select(['id', 'balance_cents']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const accountId = Number(account.id);
  let balance = Number(account.balance_cents);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < trades; start += BATCH) {
      const orders = [];
      const entries = [];
      for (let i = start; i < Math.min(trades, start + BATCH); i++) {
        const openedAt = YEAR_START + Math.floor((i / trades) * 360 * 86_400_000);
        const closedAt = openedAt + 60_000 + Math.floor(random() * 7_200_000);
        const profit = Math.round((random() - 0.48) * 20_000);
        const swap = random() < 0.2 ? -Math.round(random() * 300) : 0;
        const id = firstId + i;
        orders.push({
          id,
          account_id: accountId,
          user_id: userId,
          symbol: SYMBOLS[i % SYMBOLS.length]!,
          side: i % 2 === 0 ? ('buy' as const) : ('sell' as const),
          order_type: 'market' as const,
          status: 'closed' as const,
          volume_units: 1000,
          leverage: 400,
          digits: 5,
          open_pts: 110_000,
          requested_pts: 110_000,
          trigger_pts: null,
          expiry_at: null,
          stop_loss_pts: null,
          take_profit_pts: null,
          close_pts: 110_100,
          margin_cents: 0,
          swap_cents: swap,
          commission_cents: 0,
          profit_cents: profit,
          close_reason: 'manual' as const,
          queued: 0,
          fill_latency_ms: 1,
          created_at: openedAt,
          opened_at: openedAt,
          closed_at: closedAt,
          updated_at: closedAt,
          trailing_stop_pts: null,
          break_even_pts: null,
          break_even_offset_pts: 0,
          oco_order_id: null,
          stop_out_details: null,
        });
        balance += profit;
        entries.push({
          account_id: accountId,
          user_id: userId,
          kind: 'realised_pnl' as const,
          amount_cents: profit,
          balance_after_cents: balance,
          ref_type: 'order',
          ref_id: id,
          note: null,
          created_by: null,
          created_at: closedAt,
        });
        if (swap !== 0) {
          balance += swap;
          entries.push({
            account_id: accountId,
            user_id: userId,
            kind: 'swap' as const,
            amount_cents: swap,
            balance_after_cents: balance,
            ref_type: 'order',
            ref_id: id,
            note: null,
            created_by: null,
            created_at: closedAt,
          });
        }
      }
      await trx.insertInto('orders').values(orders).execute();
      await trx.insertInto('ledger_entries').values(entries).execute();
    }
    await trx.updateTable('accounts').set({ balance_cents: balance }).where('id', '=', accountId).execute();
  });
}
