/** The session token lives in localStorage under 'token' (spec §3). */
const KEY = 'token';
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

export const tokenStore = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (token: string) => {
    localStorage.setItem(KEY, token);
    changed();
  },
  clear: () => {
    if (localStorage.getItem(KEY) === null) return;
    localStorage.removeItem(KEY);
    changed();
  },
  /** Called after every sign-in and sign-out, e.g. so the socket re-handshakes with the new token. */
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
