// The trading account this browser tab shows and trades on (issue 29). Kept in sessionStorage: it
// survives a reload and is per tab, so two tabs can trade two accounts; every API call names it
// (X-Account) and the socket's handshake asks for its room. No server-side "current account".
import { useSyncExternalStore } from 'react';
import { tokenStore } from './token-store.ts';

const KEY = 'account';
const listeners = new Set<() => void>();

function read(): number | null {
  const raw = sessionStorage.getItem(KEY);
  const id = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const activeAccount = {
  /** null: the trader's default account (calls name none). */
  get: read,
  set: (id: number | null): void => {
    if (id === read()) return;
    if (id === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, String(id));
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another sign-in in this tab is another trader: their default account until they choose.
tokenStore.subscribe(() => activeAccount.set(null));

export function useActiveAccountId(): number | null {
  return useSyncExternalStore(activeAccount.subscribe, read, () => null);
}
