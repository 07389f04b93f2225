import { useSyncExternalStore } from 'react';
import type { Tick } from '@platform/shared/ticks';
import { socketClient } from './socket-client.ts';

type Listener = () => void;

const latest = new Map<string, Tick>();
const firstPrices = new Map<string, number>();
const listenersBySymbol = new Map<string, Set<Listener>>();
const allListeners = new Set<(tick: Tick) => void>();
let stopFeed: (() => void) | null = null;

/** Puts a tick in the store and wakes only the readers of its symbol. */
export function setTick(tick: Tick): void {
  latest.set(tick.code, tick);
  if (!firstPrices.has(tick.code)) firstPrices.set(tick.code, tick.last_price);
  for (const listener of listenersBySymbol.get(tick.code) ?? []) listener();
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
