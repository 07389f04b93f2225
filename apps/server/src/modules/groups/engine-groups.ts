import type { AppContext } from '../../app-context.ts';
import type { TradingEngine } from '../../engine/trading-engine.ts';
import type { EngineGroups } from '../../engine-host/engine-host.ts';
import type { MarketSymbol } from '../market/public.ts';
import { listAccountGroups } from './group.repository.ts';
import { toEngineGroup } from './effective-conditions.ts';

type Sheets = () => Iterable<MarketSymbol>;

/**
 * Client groups as the engine host keeps them: every group and every account's group at load, then
 * group edits and account moves from any instance (the leader acts only while it serves), and every
 * group's terms rebuilt after a staff edit of the symbol sheet (the engine host calls `rebuild`).
 */
export function engineGroupsOf(ctx: AppContext, sheets: Sheets): EngineGroups {
  const catalogue = ctx.groups;
  const engineGroups = () => catalogue.list().map((group) => toEngineGroup(group, sheets()));
  const assignAll = async (engine: TradingEngine) => {
    for (const account of await listAccountGroups(ctx.db)) engine.assignGroup(account.accountId, catalogue.resolve(account).id);
  };
  return {
    async load(engine) {
      await catalogue.ready();
      engine.setGroups(engineGroups());
      await assignAll(engine);
    },
    rebuild(engine) {
      engine.setGroups(engineGroups());
    },
    follow(engine) {
      return catalogue.onChange((accountIds) => {
        const current = engine();
        if (!current) return;
        current.setGroups(engineGroups());
        const moving =
          accountIds.length === 0
            ? // A definition change may move every account without a row of its own (a new default group): one read of all.
              assignAll(current)
            : Promise.all(current.heldAccountIds(accountIds).map(async (accountId) => assignAccountGroup(ctx, current, accountId)));
        void moving.catch((error: unknown) => ctx.log.error({ err: error }, 'moving an account in the engine failed'));
      });
    },
  };
}

/**
 * Before an engine command of the account: the engine trades it in the account's own group. A cache
 * read after the account's first command (no promise on the order path); the database on a miss.
 */
export function assignAccountGroup(ctx: AppContext, engine: TradingEngine, accountId: number): Promise<void> | undefined {
  const cached = ctx.groups.cachedGroupOf(accountId);
  if (cached) {
    engine.assignGroup(accountId, cached.id);
    return undefined;
  }
  return ctx.groups.groupOf(accountId).then((group) => {
    if (group) engine.assignGroup(accountId, group.id);
  });
}
