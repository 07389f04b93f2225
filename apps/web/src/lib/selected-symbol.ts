import { useSyncExternalStore } from 'react';

/** The dashboard's default symbol (spec §2). */
export const DEFAULT_SYMBOL = 'EURUSD';

const listeners = new Set<() => void>();
let selected = DEFAULT_SYMBOL;

/**
 * The symbol the dashboard is showing, shared by the symbol list, the chart and the trade panel.
 * The dashboard mirrors it in the URL (`?symbol=`) so a reload keeps it.
 */
export const getSelectedSymbol = (): string => selected;

export function setSelectedSymbol(symbol: string): void {
  if (symbol === selected) return;
  selected = symbol;
  for (const listener of listeners) listener();
}

export function subscribeSelectedSymbol(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedSymbol(): string {
  return useSyncExternalStore(subscribeSelectedSymbol, getSelectedSymbol);
}
