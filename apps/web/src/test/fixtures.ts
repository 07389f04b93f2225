import type { Tick } from '@platform/shared/ticks';
import type { Account } from '@platform/shared/account';
import type { Order } from '@platform/shared/orders';
import type { SymbolSpec } from '@platform/shared/symbols';

/** EURUSD as the server's symbol sheet describes it. */
export const eurusd: SymbolSpec = {
  symbol: 'EURUSD',
  title: 'Euro vs US Dollar',
  base_title: 'Euro',
  quote_title: 'US Dollar',
  category: 'currencies',
  base_currency: 'EUR',
  quote_currency: 'USD',
  digits: 5,
  pip_size: 0.0001,
  contract_size: 100000,
  volume_min: 0.01,
  volume_max: 100,
  volume_step: 0.01,
  leverage: 400,
  swap_mode: 'usd_per_lot',
  swap_long: -7.2,
  swap_short: 2.1,
  trading_hours: 'fx',
  enabled: true,
  spread_markup: 0,
  last_price: 1.0849,
  bid: 1.0849,
  ask: 1.08497,
  high: 1.08744,
  low: 1.08482,
  change: -0.22,
  market_open: true,
};

export function account(overrides: Partial<Account> = {}): Account {
  return {
    user_id: 7,
    balance: 10_000,
    equity: 10_000,
    used_margin: 0,
    credit: 0,
    unrealized_profit: 0,
    free_margin: 10_000,
    margin_level: null,
    reserved: 0,
    margin_call: false,
    ...overrides,
  };
}

/** A 0.1-lot EURUSD buy, open at 1.1. */
export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    symbol: 'EURUSD',
    side: 'buy',
    type: 'buy',
    order_type: 'market',
    status: 'open',
    volume: 0.1,
    leverage: 400,
    open_price: 1.1,
    requested_price: 1.1,
    slippage_pips: 0,
    fill_latency_ms: 1,
    trigger_price: null,
    expiry: null,
    live_price: 1.1,
    current_price: 1.1,
    close_price: null,
    exit_price: null,
    open_time: '2026-11-23T00:00:00.000Z',
    created_at: '2026-11-23T00:00:00.000Z',
    close_time: null,
    closed_at: null,
    stop_loss_price: null,
    take_profit_price: null,
    swap: 0,
    swap_cost: 0,
    commission: 0,
    profit: 0,
    margin: 2.75,
    close_reason: null,
    queued: false,
    trailing_stop_pips: null,
    break_even_pips: null,
    break_even_offset_pips: 0,
    oco_order_id: null,
    limit_price: null,
    stop_reached_at: null,
    trailing_activation_pips: null,
    take_profit_levels: [],
    stop_out: null,
    ...overrides,
  };
}

/**
 * A live EURUSD tick at `bid` / `ask`. The tick store is module state, and test files share loaded
 * modules (vitest's isolate: false): a test that reads EURUSD's live price sets the tick it expects.
 */
export function eurusdTick(bid: number, ask: number): Tick {
  const mid = (bid + ask) / 2;
  return { code: 'EURUSD', last_price: mid, change: 0, bid, ask, bid_size: 1, ask_size: 1, high: mid, low: mid, time: Date.now() };
}
