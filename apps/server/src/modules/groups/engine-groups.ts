import type { AppContext } from '../../app-context.ts';
import type { TradingEngine } from '../../engine/trading-engine.ts';
import type { EngineGroups } from '../../engine-host/engine-host.ts';
import type { MarketSymbol } from '../market/public.ts';
import { listAccountGroups } from './group.repository.ts';
import { toEngineGroup } from './effective-conditions.ts';

type Sheets = () => Iterable<MarketSymbol>;

/**
 * Client groups as the engine host keeps them: every group and every account's group at load, then
 * group edits and account moves from any instance (the leader acts only while it serves). A staff
 * edit of a symbol's sheet reaches a group's overridden symbols at the next group change or load.
 */
export function engineGroupsOf(ctx: AppContext, sheets: Sheets): EngineGroups {
  const catalogue = ctx.groups;
  const engineGroups = () => catalogue.list().map((group) => toEngineGroup(group, sheets()));
  return {
    async load(engine) {
      await catalogue.ready();
      engine.setGroups(engineGroups());
      for (const account of await listAccountGroups(ctx.db)) {
        const group = (account.groupId !== null ? catalogue.get(account.groupId) : undefined) ?? catalogue.defaultFor(account.accountType);
        if (group) engine.assignGroup(account.accountId, group.id);
      }
    },
    follow(engine) {
      return catalogue.onChange((userIds) => {
        const current = engine();
        if (!current) return;
        current.setGroups(engineGroups());
        for (const { accountId, userId } of current.accountsOf(userIds))
          void assignAccountGroup(ctx, current, accountId, userId).catch((error: unknown) =>
            ctx.log.error({ err: error }, 'moving an account in the engine failed'),
          );
      });
    },
  };
}

/**
 * Before an engine command of the account: the engine trades it in its owner's current group (a
 * cache read after the first). A group is the trader's for now: each of their accounts trades in it.
 */
export async function assignAccountGroup(ctx: AppContext, engine: TradingEngine, accountId: number, userId: number): Promise<void> {
  const group = await ctx.groups.groupOf(userId);
  engine.assignGroup(accountId, group.id);
}
