import type { ClientGroup, GroupInput } from '@platform/shared/client-groups';
import { symbolGroupPath } from '@platform/shared/trading-conditions';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MarketService } from '../market/public.ts';
import { recordAudit, type StaffActor } from '../audit/public.ts';
import { findUserById } from '../auth/public.ts';
import {
  clearOtherDefaults,
  countAccountsByGroup,
  findAccountGroup,
  findGroup,
  findGroupByName,
  insertGroup,
  listGroups,
  setAccountGroup,
  updateGroup,
  type GroupRecord,
} from './group.repository.ts';
import { effectiveConditions } from './effective-conditions.ts';
import { conditionsView, groupFields, groupView } from './group.view.ts';

export type GroupsService = ReturnType<typeof createGroupsService>;

/**
 * The back office's client groups: every change and its audit entry commit together, then the bus
 * makes every instance (and the engine leader) reload its groups, without a restart.
 */
export function createGroupsService(ctx: AppContext, market: MarketService) {
  const catalogue = ctx.groups;

  async function load(id: number): Promise<GroupRecord> {
    const group = await findGroup(ctx.db, id);
    if (!group) throw AppError.notFound('Client group not found.', 'GROUP_NOT_FOUND');
    return group;
  }

  async function view(id: number): Promise<ClientGroup> {
    const counts = await countAccountsByGroup(ctx.db);
    return groupView(await load(id), counts.get(id) ?? 0);
  }

  function checkRules(input: GroupInput): void {
    for (const [index, rule] of input.rules.entries()) {
      if (rule.target_kind === 'symbol' && !market.getSymbol(rule.target.toUpperCase()))
        throw AppError.validation({ [`rules.${index}.target`]: [`Unknown symbol ${rule.target}.`] });
      if (rule.volume_min !== null && rule.volume_max !== null && rule.volume_min > rule.volume_max)
        throw AppError.validation({ [`rules.${index}.volume_min`]: ['The minimum volume must not exceed the maximum.'] });
      if (rule.markup_mode !== null && rule.markup === null)
        throw AppError.validation({ [`rules.${index}.markup`]: ['Enter the markup for its mode.'] });
      if (rule.commission_mode !== null && rule.commission === null)
        throw AppError.validation({ [`rules.${index}.commission`]: ['Enter the commission for its mode.'] });
    }
  }

  async function nameIsFree(name: string, id?: number): Promise<void> {
    const other = await findGroupByName(ctx.db, name);
    if (other && other.id !== id) throw AppError.validation({ name: ['A group with this name exists already.'] });
  }

  return {
    async list(): Promise<ClientGroup[]> {
      const counts = await countAccountsByGroup(ctx.db);
      return (await listGroups(ctx.db)).map((group) => groupView(group, counts.get(group.id) ?? 0));
    },

    get: view,

    async create(actor: StaffActor, input: GroupInput): Promise<ClientGroup> {
      checkRules(input);
      await nameIsFree(input.name);
      const now = ctx.clock.now();
      const fields = groupFields(input);
      const id = await ctx.db.transaction().execute(async (trx) => {
        const created = await insertGroup(trx, fields, now);
        if (fields.isDefault) await clearOtherDefaults(trx, fields.accountType, created);
        await recordAudit(trx, actor, { action: 'group.create', targetType: 'group', targetId: created, after: input }, now);
        return created;
      });
      await catalogue.changed([]);
      return view(id);
    },

    async update(actor: StaffActor, id: number, input: GroupInput & { archived?: boolean }): Promise<ClientGroup> {
      const before = await load(id);
      checkRules(input);
      await nameIsFree(input.name, id);
      const archived = input.archived ?? before.archived;
      if (before.isDefault && (!input.is_default || archived || input.account_type !== before.accountType))
        throw AppError.validation({ is_default: ['Make another group the default for new accounts first.'] });
      if (archived && !before.archived && ((await countAccountsByGroup(ctx.db)).get(id) ?? 0) > 0)
        throw AppError.validation({ archived: ['Move the accounts of this group to another group first.'] });
      const now = ctx.clock.now();
      const fields = groupFields(input);
      await ctx.db.transaction().execute(async (trx) => {
        await updateGroup(trx, id, fields, archived, now);
        if (fields.isDefault) await clearOtherDefaults(trx, fields.accountType, id);
        await recordAudit(
          trx,
          actor,
          { action: 'group.update', targetType: 'group', targetId: id, before: groupView(before, 0), after: input },
          now,
        );
      });
      await catalogue.changed([]);
      return view(id);
    },

    /** Moves an account to another group; its open positions keep their margin until a change that needs it. */
    async moveAccount(actor: StaffActor, userId: number, groupId: number) {
      const user = await findUserById(ctx.db, userId);
      const current = await findAccountGroup(ctx.db, userId);
      if (!user || !current || user.role !== 'trader') throw AppError.notFound('Trader not found.');
      const target = await load(groupId);
      if (target.archived) throw AppError.validation({ group_id: ['This group is archived.'] });
      if (target.accountType !== current.accountType)
        throw AppError.validation({ group_id: [`A ${current.accountType} account can only join a ${current.accountType} group.`] });
      const from = await catalogue.groupOf(userId);
      const now = ctx.clock.now();
      await ctx.db.transaction().execute(async (trx) => {
        await setAccountGroup(trx, userId, groupId, now);
        await recordAudit(
          trx,
          actor,
          {
            action: 'account.group',
            targetType: 'user',
            targetId: userId,
            before: { group_id: from.id, group: from.name },
            after: { group_id: target.id, group: target.name },
          },
          now,
        );
      });
      await catalogue.changed([userId]);
      return { status: 'success' as const, group: { id: target.id, name: target.name } };
    },

    /** Any account's effective conditions for a symbol, each value with where it came from. */
    async conditionsOf(userId: number, symbol: string) {
      const sheet = market.getSymbol(symbol.toUpperCase());
      if (!sheet) throw AppError.notFound(`Unknown symbol ${symbol}.`, 'UNKNOWN_SYMBOL');
      if (!(await findAccountGroup(ctx.db, userId))) throw AppError.notFound('Trader not found.');
      const group = await catalogue.groupOf(userId);
      return {
        status: 'success' as const,
        group: { id: group.id, name: group.name },
        symbol: sheet.symbol,
        path: symbolGroupPath(sheet),
        conditions: conditionsView(effectiveConditions(group, sheet), group),
      };
    },
  };
}
