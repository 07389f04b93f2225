/** Which accounts this instance has seen its traders own, and their default accounts: built in app.ts, read as `ctx.accountRefs`. */
export interface AccountRefCache {
  owned: Set<string>;
  defaults: Map<number, number>;
}

export const createAccountRefCache = (): AccountRefCache => ({ owned: new Set(), defaults: new Map() });
