import type { EngineState } from './engine-state.ts';
import type { TickCommand } from './commands.ts';
import { BREAK_EVEN, ENTRY, STOP_LOSS, STOP_OUT, TAKE_PROFIT_LEVEL, TRAILING_STOP, stopLossCondition } from './price-ladder.ts';
import { takeReachedLevels } from './take-profit-levels.ts';
import { reachStop } from './pending-entry.ts';
import { followPrice, followTrailingStop } from './follow-price.ts';
import { takeOcoPartner } from './oco.ts';
import { chargeOpeningCommission, closePosition, enforceRisk, openPosition, removePending, snapshot } from './positions.ts';
import { equityCents, noteMarginCall, placeStopOutEntries } from './account-risk.ts';
import type { Effect, EngineAccount, EngineOrder } from './types.ts';
import { toPoints } from './order-rules.ts';
import { markupAt } from './group-terms.ts';
import type { PriceLadder } from './price-ladder.ts';

/**
 * One price of one symbol: fills queued market orders once the market is open, then fires every
 * ladder entry the price crosses (pending entries, SL, TP, stop-out checks). Work is proportional
 * to what fires; a quiet tick only peeks at four heap roots.
 */
export function applyTick(state: EngineState, tick: TickCommand): Effect[] {
  const sheet = state.symbols.get(tick.symbol);
  if (!sheet) return NONE;
  const bid = toPoints(tick.bid, sheet);
  const ask = toPoints(tick.ask, sheet);
  state.quotes.set(tick.symbol, { bid, ask, time: tick.time });
  if (state.exposed.get(tick.symbol)?.size) state.dirtySymbols.add(tick.symbol);

  // Price alerts watch the quote whether or not the market is open; nothing is allocated unless one fires.
  let effects: Effect[] | undefined = state.alerts.onTick(tick.symbol, bid, ask, tick.time, undefined);
  if (tick.marketOpen) {
    const queue = state.queued.get(tick.symbol);
    if (queue && queue.length > 0) {
      state.queued.set(tick.symbol, []);
      for (const id of queue) {
        const order = state.orders.get(id);
        if (order && order.status === 'pending') fill(state, order, bid, ask, tick.time, 'filled', (effects ??= []));
      }
    }
  }

  // A closed market (outside its trade sessions, a holiday) fires no pending order, SL or TP: they wait for the open.
  if (!tick.marketOpen) return effects ?? NONE;
  const before = effects?.length ?? 0;
  effects = fireCrossed(state, state.ladder(tick.symbol), bid, ask, bid, ask, tick.time, effects);
  // Orders of groups that mark the symbol up by a percentage of the spread wait on the group's prices
  // (what their traders see); those of a points markup are in the symbol's own ladder, keys moved.
  const groupLadders = state.groupLadders.get(tick.symbol);
  if (groupLadders !== undefined && !groupLadders.quietAt(bid, ask, state.epoch)) {
    const spread = ask - bid;
    const entries = groupLadders.entries;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      const markup = markupAt(state.ladderConditions(tick.symbol, entry)!, spread);
      effects = fireCrossed(state, entry.ladder, bid - markup.bidMarkupPts, ask + markup.askMarkupPts, bid, ask, tick.time, effects);
    }
    // What fired changed the nearest levels: the gate is worked out again from what is left.
    groupLadders.openGate();
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      const markup = markupAt(state.ladderConditions(tick.symbol, entry)!, spread);
      groupLadders.widen(entry.ladder, markup.bidMarkupPts, markup.askMarkupPts);
    }
    groupLadders.closeGate(spread, state.epoch);
  }
  // Stop-out checks last: they see the equity after this price's SLs and TPs closed what they close.
  effects = fireCrossed(state, state.stopOutLadder(tick.symbol), bid, ask, bid, ask, tick.time, effects);
  if (effects === undefined) return NONE;
  if (effects.length > before) compactIfStale(state, tick.symbol);
  return effects;
}

/**
 * Fires every entry of one ladder that `seen` (the prices its orders watch) crosses; fills and closes
 * take the symbol's own prices (`market`), which they widen by the account's group themselves.
 * A fill can place SL/TP (and stop-out levels) the same price already crosses: it looks again.
 */
function fireCrossed(
  state: EngineState,
  ladder: PriceLadder,
  seenBid: number,
  seenAsk: number,
  bid: number,
  ask: number,
  now: number,
  effects: Effect[] | undefined,
) {
  let crossed = ladder.crossed(seenBid, seenAsk);
  if (crossed.length === 0) return effects;
  effects ??= [];
  // Allocated only when something fires: a quiet tick of a quiet ladder costs its four root checks.
  const market = { bid, ask };
  for (let pass = 0; crossed.length > 0 && pass < MAX_PASSES; pass++) {
    for (let i = 0; i < crossed.length; i++) fire(state, crossed.kind(i), crossed.ref(i), crossed.version(i), market, now, effects);
    crossed = ladder.crossed(seenBid, seenAsk);
  }
  return effects;
}

interface Prices {
  bid: number;
  ask: number;
}

const NONE: Effect[] = [];
const MAX_PASSES = 8;

function fire(
  state: EngineState,
  kind: number,
  ref: EngineOrder | EngineAccount,
  version: number,
  market: Prices,
  now: number,
  effects: Effect[],
): void {
  const { bid, ask } = market;
  if (kind === STOP_OUT) {
    const account = ref as EngineAccount;
    if (account.riskVersion !== version) return;
    const before = effects.length;
    enforceRisk(state, account, now, effects);
    if (effects.length > before) effects.push({ type: 'account', accountId: account.accountId });
    return;
  }
  // Every change that leaves an entry behind (a fill, a close, an edit, a cancel) bumps the version first.
  const order = ref as EngineOrder;
  if (order.version !== version) return;
  if (kind === ENTRY) {
    if (order.status !== 'pending') return;
    // A stop-limit's stop turns it into a limit at its limit price (the next pass fills it if already reached).
    if (order.orderType === 'stop_limit' && order.stopReachedAt === null) reachStop(state, order, now, effects);
    else fill(state, order, bid, ask, now, 'triggered', effects);
    return;
  }
  if (order.status !== 'open') return;
  if (kind === TRAILING_STOP) {
    const seen = tradersPrices(state, order, market);
    followTrailingStop(state, order, seen.bid, seen.ask, effects);
    return;
  }
  if (kind === BREAK_EVEN) {
    const seen = tradersPrices(state, order, market);
    followPrice(state, order, seen.bid, seen.ask, effects);
    return;
  }
  const closePts = order.side === 'buy' ? bid : ask;
  const account = state.accounts.get(order.accountId)!;
  if (kind !== STOP_LOSS && order.takeProfitLevels.length > 0) {
    // Staged take-profits the price reached close first, nearest first, each its own volume (its own
    // history row) and once: a level leaves the list before it closes. The TP then closes what is left.
    const seen = tradersPrices(state, order, market);
    for (const level of takeReachedLevels(order, order.side === 'buy' ? seen.bid : seen.ask)) {
      if (order.status !== 'open') break;
      closePosition(state, order, closePts, level.units, 'take_profit', now, effects);
    }
  }
  if (kind !== TAKE_PROFIT_LEVEL && order.status === 'open')
    closePosition(state, order, closePts, order.volumeUnits, kind === STOP_LOSS ? 'stop_loss' : 'take_profit', now, effects);
  enforceRisk(state, account, now, effects);
}

/**
 * The prices the order's trader sees (their group's): what a trailing stop and a break-even follow
 * and staged take-profits are judged by, whichever ladder the entry fired from.
 */
function tradersPrices(state: EngineState, order: EngineOrder, market: Prices): Prices {
  const account = state.accounts.get(order.accountId);
  const conditions = account && state.conditionsOf(account, order.symbol);
  if (!conditions?.marksUp) return market;
  const { bidMarkupPts, askMarkupPts } = markupAt(conditions, market.ask - market.bid);
  return { bid: market.bid - bidMarkupPts, ask: market.ask + askMarkupPts };
}

/** Fills a pending or queued order at the first available price; an unaffordable one is cancelled. */
function fill(
  state: EngineState,
  order: EngineOrder,
  bid: number,
  ask: number,
  now: number,
  event: 'filled' | 'triggered',
  effects: Effect[],
) {
  const refused = openPosition(state, order, order.side === 'buy' ? ask : bid, order.side === 'buy' ? bid : ask, now);
  if (refused) {
    removePending(state, order, 'cancelled', now, effects);
    return;
  }
  const account = state.accounts.get(order.accountId)!;
  const equity = equityCents(state, account);
  noteMarginCall(state, account, effects, equity);
  placeStopOutEntries(state, account, equity);
  const partner = takeOcoPartner(state, order);
  effects.push({ type: 'order', event, order: snapshot(order) }, { type: 'account', accountId: order.accountId });
  chargeOpeningCommission(order, effects);
  // One cancels the other: the linked leg leaves the book the moment this one fills.
  if (partner) removePending(state, partner, 'cancelled', now, effects);
}

/**
 * Once stale entries make up half of the symbol's ladders, drops them a bounded step per call
 * (per firing tick and per risk refresh) rather than all at once, so a tick never stalls on it.
 */
export function compactIfStale(state: EngineState, symbol: string): void {
  const stale = state.staleEntries.get(symbol) ?? 0;
  if (stale < 1024) return;
  const ladders = state.laddersOf(symbol);
  const size = ladders.reduce((sum, ladder) => sum + ladder.size, 0);
  if (stale * 2 < size) return;
  let finished = true;
  for (const ladder of ladders) finished = sweepStale(state, ladder, stale) && finished;
  // After a whole pass every entry stale at its start is gone (those popped on firing were never subtracted).
  const after = ladders.reduce((sum, ladder) => sum + ladder.size, 0);
  state.staleEntries.set(symbol, finished ? 0 : Math.max(0, stale - (size - after)));
}

function sweepStale(state: EngineState, ladder: PriceLadder, stale: number): boolean {
  return ladder.sweep(
    (kind, ref, version, key) => {
      if (kind === STOP_OUT) return (ref as EngineAccount).riskVersion === version;
      const order = ref as EngineOrder;
      // A trailing stop leaves its earlier SL entries behind under the same version (see followTrailingStop).
      return (
        order.version === version &&
        (kind !== STOP_LOSS ||
          (order.stopLossPts !== null && key === state.filedKey(order, stopLossCondition(order.side), order.stopLossPts)))
      );
    },
    Math.min(SWEEP_MAX, Math.max(SWEEP_MIN, stale >> 5)),
  );
}

/** Entries one bounded sweep step looks at: a few milliseconds at most. */
const SWEEP_MIN = 2048;
const SWEEP_MAX = 16_384;
