import { useSyncExternalStore } from 'react';
import type { Tick } from '@platform/shared/ticks';
import { socketClient } from './socket-client.ts';

type Listener = () => void;

const latest = new Map<string, Tick>();
const firstPrices = new Map<string, number>();
const listenersBySymbol = new Map<string, Set<Listener>>();
const allListeners = new Set<(tick: Tick) => void>();
let stopFeed: (() => void) | null = null;

/** Symbols that ticked since the last frame; their readers wake once, on the next animation frame. */
const changed = new Set<string>();
let frameRequested = false;
const nextFrame: (callback: () => void) => void =
  typeof requestAnimationFrame === 'function' ? (callback) => requestAnimationFrame(callback) : (callback) => setTimeout(callback, 16);

function wakeReaders(): void {
  frameRequested = false;
  const symbols = [...changed];
  changed.clear();
  for (const symbol of symbols) for (const listener of listenersBySymbol.get(symbol) ?? []) listener();
}

/**
 * Puts a tick in the store; the readers of its symbol wake on the next animation frame, all the
 * symbols of that frame in one React render (each tick arrives as its own socket message, and at
 * 400 ticks a second a render per message kept the dashboard's main thread busier than drawing
 * frames needs, issue 16). A symbol ticks at most once per server flush (50 ms), so no price a
 * frame would have shown is skipped. `subscribeAll` listeners still hear every tick at once.
 */
export function setTick(tick: Tick): void {
  latest.set(tick.code, tick);
  if (!firstPrices.has(tick.code)) firstPrices.set(tick.code, tick.last_price);
  if (listenersBySymbol.get(tick.code)?.size) {
    changed.add(tick.code);
    if (!frameRequested) {
      frameRequested = true;
      nextFrame(wakeReaders);
    }
  }
  for (const listener of allListeners) listener(tick);
}

export const getTick = (symbol: string): Tick | undefined => latest.get(symbol);

/** The first price this screen saw for a symbol: the reference of the up/down colours. */
export const getFirstPrice = (symbol: string): number | undefined => firstPrices.get(symbol);

/** Seeds the first price from the symbol list before any tick arrives. */
export function rememberFirstPrice(symbol: string, price: number | null): void {
  if (price !== null && !firstPrices.has(symbol)) firstPrices.set(symbol, price);
}

function ensureFeed(): void {
  stopFeed ??= socketClient.on('tick', setTick);
}

/** Listens to one symbol's ticks; returns the unsubscribe. */
export function subscribe(symbol: string, listener: Listener): () => void {
  ensureFeed();
  let set = listenersBySymbol.get(symbol);
  if (!set) listenersBySymbol.set(symbol, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Listens to every tick (e.g. to recompute an account's P/L). */
export function subscribeAll(listener: (tick: Tick) => void): () => void {
  ensureFeed();
  allListeners.add(listener);
  return () => allListeners.delete(listener);
}

/** The latest tick of one symbol; the component re-renders only when that symbol ticks. */
export function useTick(symbol: string): Tick | undefined {
  return useSyncExternalStore(
    (onChange) => subscribe(symbol, onChange),
    () => getTick(symbol),
  );
}
