// Plain constants and texts of orders (no zod), so the trading screens read them without loading the validators.

/** The groups `GET /api/orders?status=` filters by; 'closed' also lists cancelled orders. */
export const orderGroups = ['pending', 'open', 'closed'] as const;

export const DEFAULT_LEVERAGE = 400;
export const LOTS_MIN = 0.01;
export const LOTS_MAX = 100;
export const LOTS_STEP = 0.01;
export const DEFAULT_SL_TP_PIPS = 50;
export const MIN_STOP_DISTANCE_PIPS = 1;

/** At most this many staged take-profits per position. */
export const MAX_TAKE_PROFIT_LEVELS = 4;

/** Exact SL/TP editor messages (spec §5). */
export const stopsMessages = {
  invalidStopLoss: 'Enter a valid Stop Loss price.',
  invalidTakeProfit: 'Enter a valid Take Profit price.',
  buyStopLoss: (pips: number, price: string) => `Invalid SL for Buy: must be at least ${pips} pip(s) below current price (${price}).`,
  sellStopLoss: (pips: number, price: string) => `Invalid SL for Sell: must be at least ${pips} pip(s) above current price (${price}).`,
  buyTakeProfit: (pips: number, price: string) => `Invalid TP for Buy: must be at least ${pips} pip(s) above current price (${price}).`,
  sellTakeProfit: (pips: number, price: string) => `Invalid TP for Sell: must be at least ${pips} pip(s) below current price (${price}).`,
} as const;
