import type { AppContext } from '../../app-context.ts';
import type { TradingEngine } from '../../engine/trading-engine.ts';
import type { MarketSymbol } from '../market/market-symbol.ts';
import { groupCatalogue } from './group-catalogue.ts';
import { listAccountGroups } from './group.repository.ts';
import { toEngineGroup } from './effective-conditions.ts';

type Sheets = () => Iterable<MarketSymbol>;

/** At engine load: every group's conditions, and the group of every account the engine holds. */
export async function loadGroupsInto(ctx: AppContext, engine: TradingEngine, sheets: Sheets): Promise<void> {
  const catalogue = groupCatalogue(ctx);
  await catalogue.ready();
  engine.setGroups(catalogue.list().map((group) => toEngineGroup(group, sheets())));
  for (const account of await listAccountGroups(ctx.db)) {
    const group = (account.groupId !== null ? catalogue.get(account.groupId) : undefined) ?? catalogue.defaultFor(account.accountType);
    if (group) engine.assignGroup(account.userId, group.id);
  }
}

/** Before an engine command of the account: the engine trades it in its current group (a cache read after the first). */
export async function assignAccountGroup(ctx: AppContext, engine: TradingEngine, userId: number): Promise<void> {
  const group = await groupCatalogue(ctx).groupOf(userId);
  engine.assignGroup(userId, group.id);
}

/**
 * Group edits and account moves from any instance reach the leader's engine (it acts only while
 * leading). A staff edit of a symbol's sheet reaches a group's overridden symbols at the next group
 * change or engine load.
 */
export function followGroupChanges(ctx: AppContext, engine: () => TradingEngine | null, sheets: Sheets): () => void {
  const catalogue = groupCatalogue(ctx);
  const rebuild = () => engine()?.setGroups(catalogue.list().map((group) => toEngineGroup(group, sheets())));
  const stopGroups = catalogue.onChange((userIds) => {
    rebuild();
    const current = engine();
    if (!current) return;
    for (const userId of userIds)
      void assignAccountGroup(ctx, current, userId).catch((error: unknown) =>
        ctx.log.error({ err: error }, 'moving an account in the engine failed'),
      );
  });
  return stopGroups;
}
