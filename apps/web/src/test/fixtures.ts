import type { Account } from '@platform/shared/account';
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
