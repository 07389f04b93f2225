/**
 * The client groups, cached per app instance and reloaded through the bus (no restart):
 *
 *   const groups = ctx.groups;
 *   await groups.ready();
 *   groups.get(id); groups.list(); groups.defaultFor('demo');
 *   await groups.groupOf(accountId);          // the trading account's group (cached; a move reaches every instance)
 *   groups.cachedGroupOf(accountId);          // the same without a promise once cached (the order path)
 *   groups.onChange((accountIds) => …);       // after any instance changed groups or moved accounts
 */
import type { CoreContext } from '../../core-context.ts';
import { findAccountGroup, listGroups, type GroupRecord } from './group.repository.ts';
import type { AccountGroupRef, GroupCatalogue } from './group-catalogue.type.ts';
import { GROUPS_CHANGED_CHANNEL } from './groups-channel.ts';

export type { GroupCatalogue };

/** Bounded: a full cache is cleared (each account costs one read again). */
const MAX_CACHED_ACCOUNTS = 200_000;

/** The one catalogue of this app instance: built in app.ts, read as `ctx.groups`. */
export function createGroupCatalogue(ctx: CoreContext): GroupCatalogue {
  let groups = new Map<number, GroupRecord>();
  let loading: Promise<void> | null = null;
  /** Each seen account's row, not its resolved group: a new default reaches accounts without a row at once. */
  const accountRefs = new Map<number, AccountGroupRef>();
  const listeners = new Set<(accountIds: number[]) => void>();
  /** Counts reloads: a row read before a move landed is not cached after it. */
  let generation = 0;

  async function load(): Promise<void> {
    const rows = await listGroups(ctx.db);
    groups = new Map(rows.map((group) => [group.id, group]));
  }

  function ready(): Promise<void> {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  async function reload(accountIds: number[]): Promise<void> {
    generation += 1;
    for (const accountId of accountIds) accountRefs.delete(accountId);
    loading = load();
    await loading;
    for (const listener of listeners) listener(accountIds);
  }

  ctx.bus.subscribe(GROUPS_CHANGED_CHANNEL, (message) => {
    void reload(message.accountIds).catch((error: unknown) => ctx.log.error({ err: error }, 'reloading client groups failed'));
  });

  function defaultFor(accountType: 'demo' | 'live'): GroupRecord | undefined {
    for (const group of groups.values()) if (group.isDefault && !group.archived && group.accountType === accountType) return group;
    return undefined;
  }

  function resolve({ accountType, groupId }: AccountGroupRef): GroupRecord {
    const own = groupId === null ? undefined : groups.get(groupId);
    // A row naming a group of the other type (an account converted by the switch to live) does not count.
    const group = own && own.accountType === accountType ? own : defaultFor(accountType);
    if (!group) throw new Error('No default client group: the 0710 migration seeds one per account type.');
    return group;
  }

  function cachedGroupOf(accountId: number): GroupRecord | undefined {
    const ref = accountRefs.get(accountId);
    return ref && groups.size > 0 ? resolve(ref) : undefined;
  }

  return {
    ready,
    list: () => [...groups.values()],
    get: (id) => groups.get(id),
    defaultFor,
    resolve,
    cachedGroupOf,
    async groupOf(accountId) {
      await ready();
      const cached = cachedGroupOf(accountId);
      if (cached) return cached;
      const readAt = generation;
      const row = await findAccountGroup(ctx.db, accountId);
      if (!row) return undefined;
      if (accountRefs.size >= MAX_CACHED_ACCOUNTS) accountRefs.clear();
      const ref = { accountType: row.accountType, groupId: row.groupId };
      if (readAt === generation) accountRefs.set(accountId, ref);
      return resolve(ref);
    },
    async changed(accountIds) {
      await reload(accountIds);
      ctx.bus.publish(GROUPS_CHANGED_CHANNEL, { accountIds });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
