/**
 * The client groups, cached per app instance and reloaded through the bus (no restart):
 *
 *   const groups = ctx.groups;
 *   await groups.ready();
 *   groups.get(id); groups.list(); groups.defaultFor('demo');
 *   await ctx.groups.groupOf(userId);           // the account's group (cached; a move reaches every instance)
 *   groups.onChange((userIds) => …);        // after any instance changed groups or moved accounts
 */
import type { CoreContext } from '../../core-context.ts';
import { findAccountGroup, listGroups, type GroupRecord } from './group.repository.ts';
import type { GroupCatalogue } from './group-catalogue.type.ts';

export type { GroupCatalogue };
import { GROUPS_CHANGED_CHANNEL } from './groups-channel.ts';
import { onSessionEvent } from '../auth/public.ts';

/** The one catalogue of this app instance: built in app.ts, read as `ctx.groups`. */
export function createGroupCatalogue(ctx: CoreContext): GroupCatalogue {
  let groups = new Map<number, GroupRecord>();
  let loading: Promise<void> | null = null;
  const accountGroups = new Map<number, number>();
  const listeners = new Set<(userIds: number[]) => void>();

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

  async function reload(userIds: number[]): Promise<void> {
    for (const userId of userIds) accountGroups.delete(userId);
    loading = load();
    await loading;
    for (const listener of listeners) listener(userIds);
  }

  ctx.bus.subscribe(GROUPS_CHANGED_CHANNEL, (message) => {
    void reload(message.userIds).catch((error: unknown) => ctx.log.error({ err: error }, 'reloading client groups failed'));
  });

  // A switch to live moves an account without its own row to the live default group.
  onSessionEvent(ctx.bus, (event) => {
    if (event.type === 'user-changed') accountGroups.delete(event.userId);
  });

  function defaultFor(accountType: 'demo' | 'live'): GroupRecord | undefined {
    for (const group of groups.values()) if (group.isDefault && !group.archived && group.accountType === accountType) return group;
    return undefined;
  }

  return {
    ready,
    list: () => [...groups.values()],
    get: (id) => groups.get(id),
    defaultFor,
    async groupOf(userId) {
      await ready();
      const cached = accountGroups.get(userId);
      const known = cached === undefined ? undefined : groups.get(cached);
      if (known) return known;
      const row = await findAccountGroup(ctx.db, userId);
      const group = (row?.groupId != null ? groups.get(row.groupId) : undefined) ?? defaultFor(row?.accountType ?? 'demo');
      if (!group) throw new Error('No default client group: the 0710 migration seeds one per account type.');
      accountGroups.set(userId, group.id);
      return group;
    },
    async changed(userIds) {
      await reload(userIds);
      ctx.bus.publish(GROUPS_CHANGED_CHANNEL, { userIds });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
