/**
 * Which accounts this instance has seen its traders own, and their default accounts: built in
 * app.ts, read as `ctx.accountRefs`. A trader's entries are forgotten on every instance when their
 * accounts change (a new default, an account closed by staff): the change announces `user-changed`
 * and `followAccountChanges` (account-ref-follow.ts) forgets them.
 */
export interface AccountRefCache {
  owned: Set<string>;
  defaults: Map<number, number>;
  forget(userId: number): void;
}

export function createAccountRefCache(): AccountRefCache {
  const cache: AccountRefCache = {
    owned: new Set(),
    defaults: new Map(),
    forget(userId) {
      cache.defaults.delete(userId);
      const prefix = `${userId}:`;
      for (const key of cache.owned) if (key.startsWith(prefix)) cache.owned.delete(key);
    },
  };
  return cache;
}
