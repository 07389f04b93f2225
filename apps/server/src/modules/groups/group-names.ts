import type { GroupCatalogue } from './group-catalogue.type.ts';

/** Each trading account's client group name, by account id (the catalogue's cached answer; one read per unseen account). */
export async function groupNamesOf(groups: GroupCatalogue, accountIds: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const accountId of new Set(accountIds)) {
    const group = groups.cachedGroupOf(accountId) ?? (await groups.groupOf(accountId));
    if (group) names.set(accountId, group.name);
  }
  return names;
}
