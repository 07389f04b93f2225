import { ConditionLadders, type Condition } from './condition-ladders.ts';
import type { EngineAccount, EngineOrder } from './types.ts';

export type { Condition };

/** What a ladder entry fires: a pending order's entry, a position's SL or TP, or an account's stop-out check. */
export type TriggerKind = 'entry' | 'stop_loss' | 'take_profit' | 'stop_out' | 'trailing_stop' | 'break_even' | 'take_profit_level';

/** Kinds as stored in the ladders' typed arrays. */
export const ENTRY = 0;
export const STOP_LOSS = 1;
export const TAKE_PROFIT = 2;
export const STOP_OUT = 3;
/** Fires when the price has moved far enough in the trade's favour for the trailing SL to follow. */
export const TRAILING_STOP = 4;
export const BREAK_EVEN = 5;
/** One of a position's staged take-profits: it closes that level's volume. */
export const TAKE_PROFIT_LEVEL = 6;
const KIND_CODES: Record<TriggerKind, number> = {
  entry: ENTRY,
  stop_loss: STOP_LOSS,
  take_profit: TAKE_PROFIT,
  stop_out: STOP_OUT,
  trailing_stop: TRAILING_STOP,
  break_even: BREAK_EVEN,
  take_profit_level: TAKE_PROFIT_LEVEL,
};

/**
 * The order book's ladders of one symbol: pending entries, SL, TP and staged TPs, trailing and break-even levels
 * and stop-out checks, each entry tagged with what it fires.
 */
export class PriceLadder extends ConditionLadders<EngineOrder | EngineAccount> {
  /** Files one of the order's entries under its current version. */
  add(condition: Condition, key: number, kind: Exclude<TriggerKind, 'stop_out'>, order: EngineOrder): void {
    this.push(condition, key, KIND_CODES[kind], order, order.version);
  }

  /** Files the account's stop-out check under its current risk version. */
  addStopOut(condition: Condition, key: number, account: EngineAccount): void {
    this.push(condition, key, STOP_OUT, account, account.riskVersion);
  }
}

/** The condition that fires a pending order (spec: buy limit ask ≤ p, buy stop ask ≥ p, sell limit bid ≥ p, sell stop bid ≤ p). */
export function entryCondition(side: 'buy' | 'sell', orderType: 'limit' | 'stop'): Condition {
  if (side === 'buy') return orderType === 'limit' ? 'ask_at_or_below' : 'ask_at_or_above';
  return orderType === 'limit' ? 'bid_at_or_above' : 'bid_at_or_below';
}

/** A buy position closes against the bid, a sell against the ask. */
export function stopLossCondition(side: 'buy' | 'sell'): Condition {
  return side === 'buy' ? 'bid_at_or_below' : 'ask_at_or_above';
}

export function takeProfitCondition(side: 'buy' | 'sell'): Condition {
  return side === 'buy' ? 'bid_at_or_above' : 'ask_at_or_below';
}
