import type { Bus } from '../../bus/bus.ts';
import { onSessionEvent } from '../auth/public.ts';
import type { AccountRefCache } from './account-ref-cache.ts';

/** Forgets a trader's cached accounts when any instance announces their accounts changed. */
export function followAccountChanges(cache: AccountRefCache, bus: Bus): () => void {
  return onSessionEvent(bus, (event) => {
    if (event.type === 'user-changed') cache.forget(event.userId);
  });
}
