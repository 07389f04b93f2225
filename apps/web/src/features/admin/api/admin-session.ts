// The back office's view of the shared session token ('token'): screens re-render when it appears or goes.
// A 401 on a back-office call ends the session here and shows the staff sign-in, never the trader's /login.
import { useSyncExternalStore } from 'react';
import { tokenStore } from '../../../lib/token-store.ts';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const adminSession = {
  signIn(token: string) {
    tokenStore.set(token);
    notify();
  },
  signOut() {
    tokenStore.clear();
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useAdminToken(): string | null {
  return useSyncExternalStore(
    (listener) => adminSession.subscribe(listener),
    () => tokenStore.get(),
  );
}
