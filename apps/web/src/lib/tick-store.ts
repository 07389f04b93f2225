import { useSyncExternalStore } from 'react';
import type { Tick } from '@platform/shared/ticks';
import { socketClient } from './socket-client.ts';

type Listener = () => void;

const latest = new Map<string, Tick>();
/**
 * What readers are shown: each symbol's latest tick as of the last repaint. A tick between two
 * repaints does not change what a render reads, so a time-sliced render (the first one is a
 * transition) is not thrown away and redone in one blocking piece when a tick lands between its
 * slices, and every figure drawn in one frame comes from the same repaint.
 */
const shown = new Map<string, Tick>();
const firstPrices = new Map<string, number>();
const listenersBySymbol = new Map<string, Set<Listener>>();
const allListeners = new Set<(tick: Tick) => void>();
let stopFeed: (() => void) | null = null;

/**
 * Live figures (watchlist rows, ticket prices, the chart's forming bar, P/L) repaint at most this
 * often, all in one task so the browser draws them in one frame. At the simulator's rate a wake per
 * animation frame made the dashboard draw ~24 frames a second, and each frame's style, layout,
 * paint and compositing cost the main thread more than the ticks themselves (issues 13 and 16).
 */
export const LIVE_REPAINT_MS = 200;

/** Symbols that ticked since the last repaint; their readers wake once, on the next one. */
const changed = new Set<string>();
const repaintListeners = new Set<Listener>();
let wakeTimer: ReturnType<typeof setTimeout> | null = null;
let lastWake = -Infinity;

function wakeReaders(): void {
  wakeTimer = null;
  lastWake = Date.now();
  const symbols = [...changed];
  changed.clear();
  for (const symbol of symbols) shown.set(symbol, latest.get(symbol)!);
  for (const symbol of symbols) for (const listener of listenersBySymbol.get(symbol) ?? []) listener();
  for (const listener of repaintListeners) listener();
}

/**
 * Puts a tick in the store; `subscribeAll` listeners hear it at once, the readers of its symbol on
 * the next repaint (at most every LIVE_REPAINT_MS, right away after a quiet spell) with the latest
 * price, all the symbols of that repaint in one React render.
 */
export function setTick(tick: Tick): void {
  latest.set(tick.code, tick);
  if (!firstPrices.has(tick.code)) firstPrices.set(tick.code, tick.last_price);
  const readers = listenersBySymbol.get(tick.code)?.size;
  if (readers) changed.add(tick.code);
  else shown.set(tick.code, tick);
  if ((readers || repaintListeners.size) && !wakeTimer)
    wakeTimer = setTimeout(wakeReaders, Math.max(0, lastWake + LIVE_REPAINT_MS - Date.now()));
  for (const listener of allListeners) listener(tick);
}

export const getTick = (symbol: string): Tick | undefined => latest.get(symbol);

/** What a reader of `symbol` renders: its latest tick as of the last repaint. */
export const shownTick = (symbol: string): Tick | undefined => shown.get(symbol);

/** The first price this screen saw for a symbol: the reference of the up/down colours. */
export const getFirstPrice = (symbol: string): number | undefined => firstPrices.get(symbol);

/** Seeds the first price from the symbol list before any tick arrives. */
export function rememberFirstPrice(symbol: string, price: number | null): void {
  if (price !== null && !firstPrices.has(symbol)) firstPrices.set(symbol, price);
}

function ensureFeed(): void {
  stopFeed ??= socketClient.on('ticks', (ticks) => ticks.forEach(setTick));
}

/** Wakes `listener` on each repaint after its symbol ticked (the latest tick is `getTick`); returns the unsubscribe. */
export function subscribe(symbol: string, listener: Listener): () => void {
  ensureFeed();
  let set = listenersBySymbol.get(symbol);
  if (!set) listenersBySymbol.set(symbol, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Listens to every tick, as it arrives (e.g. to build the chart's bar from every price). */
export function subscribeAll(listener: (tick: Tick) => void): () => void {
  ensureFeed();
  allListeners.add(listener);
  return () => allListeners.delete(listener);
}

/** Wakes `listener` on each repaint after any symbol ticked (e.g. to revalue an account); returns the unsubscribe. */
export function onRepaint(listener: Listener): () => void {
  ensureFeed();
  repaintListeners.add(listener);
  return () => repaintListeners.delete(listener);
}

/** The latest tick of one symbol as of the last repaint; the component re-renders only on the repaints after that symbol ticked. */
export function useTick(symbol: string): Tick | undefined {
  return useSyncExternalStore(
    (onChange) => subscribe(symbol, onChange),
    () => shownTick(symbol),
  );
}
