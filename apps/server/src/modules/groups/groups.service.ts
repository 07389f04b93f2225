import type { ClientGroup, GroupInput } from '@platform/shared/client-groups';
import { symbolGroupPath } from '@platform/shared/trading-conditions';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MarketService } from '../market/public.ts';
import { recordAudit, type StaffActor } from '../audit/public.ts';
import { accountNumberOf } from '@platform/shared/trading-accounts';
import { findUserById } from '../auth/public.ts';
import { findDefaultAccount } from '../accounts/public.ts';
import {
  clearOtherDefaults,
  countAccountsByGroup,
  findAccountGroup,
  findGroup,
  findGroupByName,
  insertGroup,
  listGroups,
  listTraderAccountGroups,
  setAccountGroup,
  updateGroup,
  type AccountGroupRow,
  type GroupRecord,
} from './group.repository.ts';
import { effectiveConditions } from './effective-conditions.ts';
import { checkSwapRanges } from './swap-range.ts';
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

  /** Open accounts per group: those with a row of their own, the rest of each type in its default group. */
  async function accountCounts(): Promise<Map<number, number>> {
    await catalogue.ready();
    const { byGroup, byType } = await countAccountsByGroup(ctx.db);
    const counts = new Map(byGroup);
    for (const type of ['demo', 'live'] as const) {
      const fallback = catalogue.defaultFor(type);
      if (!fallback) continue;
      let elsewhere = 0;
      for (const [groupId, count] of byGroup)
        if (groupId !== fallback.id && catalogue.get(groupId)?.accountType === type) elsewhere += count;
      counts.set(fallback.id, (byType.get(type) ?? 0) - elsewhere);
    }
    return counts;
  }

  async function view(id: number): Promise<ClientGroup> {
    const counts = await accountCounts();
    return groupView(await load(id), counts.get(id) ?? 0);
  }

  /** A trader's open account as staff name it; another role's or an unknown or closed account is a 404. */
  async function traderAccount(accountId: number): Promise<AccountGroupRow> {
    const account = await findAccountGroup(ctx.db, accountId);
    const owner = account && !account.closed ? await findUserById(ctx.db, account.userId) : undefined;
    if (!account || !owner || owner.role !== 'trader') throw AppError.notFound('Account not found.');
    return account;
  }

  /** The account staff mean when they name only the trader: the trader's one open account (several: 400 naming the choice). */
  async function onlyAccountOf(userId: number): Promise<AccountGroupRow> {
    const user = await findUserById(ctx.db, userId);
    if (!user || user.role !== 'trader') throw AppError.notFound('Trader not found.');
    const accounts = await listTraderAccountGroups(ctx.db, userId);
    const [only] = accounts;
    if (!only) throw AppError.notFound('This trader has no account.');
    if (accounts.length > 1) {
      const numbers = accounts.map((account) => `${accountNumberOf(account.accountId)} (${account.accountType})`).join(', ');
      const message = `This trader has ${accounts.length} accounts: ${numbers}. Choose one and move it with PUT /api/admin/accounts/{account id}/group.`;
      throw new AppError(
        'VALIDATION_ERROR',
        400,
        message,
        { accounts: accounts.map((account) => ({ account_id: account.accountId, number: accountNumberOf(account.accountId) })) },
        { account_id: [message] },
      );
    }
    return only;
  }

  async function moveAccount(actor: StaffActor, account: AccountGroupRow, groupId: number) {
    const target = await load(groupId);
    if (target.archived) throw AppError.validation({ group_id: ['This group is archived.'] });
    if (target.accountType !== account.accountType)
      throw AppError.validation({ group_id: [`A ${account.accountType} account can only join a ${account.accountType} group.`] });
    await catalogue.ready();
    const from = catalogue.resolve(account);
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      await setAccountGroup(trx, account.accountId, groupId, now);
      await recordAudit(
        trx,
        actor,
        {
          action: 'account.group',
          targetType: 'user',
          targetId: account.userId,
          accountId: account.accountId,
          before: { group_id: from.id, group: from.name },
          after: { group_id: target.id, group: target.name },
        },
        now,
      );
    });
    await catalogue.changed([account.accountId]);
    return { status: 'success' as const, account_id: account.accountId, group: { id: target.id, name: target.name } };
  }

  async function conditionsOf(account: AccountGroupRow, symbol: string) {
    const sheet = market.getSymbol(symbol.toUpperCase());
    if (!sheet) throw AppError.notFound(`Unknown symbol ${symbol}.`, 'UNKNOWN_SYMBOL');
    await catalogue.ready();
    const group = catalogue.resolve(account);
    return {
      status: 'success' as const,
      account_id: account.accountId,
      group: { id: group.id, name: group.name },
      symbol: sheet.symbol,
      path: symbolGroupPath(sheet),
      conditions: conditionsView(effectiveConditions(group, sheet), group),
    };
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
    checkSwapRanges(input, market.listSymbols());
  }

  async function nameIsFree(name: string, id?: number): Promise<void> {
    const other = await findGroupByName(ctx.db, name);
    if (other && other.id !== id) throw AppError.validation({ name: ['A group with this name exists already.'] });
  }

  return {
    async list(): Promise<ClientGroup[]> {
      const counts = await accountCounts();
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
      if (archived && !before.archived && ((await accountCounts()).get(id) ?? 0) > 0)
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

    /** Moves one trading account to another group; its open positions keep their margin until a change that needs it. */
    moveAccount: async (actor: StaffActor, accountId: number, groupId: number) =>
      moveAccount(actor, await traderAccount(accountId), groupId),

    /** The older call naming the trader: moves the trader's one account (several: 400 naming the choice). */
    moveTradersAccount: async (actor: StaffActor, userId: number, groupId: number) =>
      moveAccount(actor, await onlyAccountOf(userId), groupId),

    /** Each open trading account of the trader with its group (the back office picks one to move). */
    async accountGroupsOf(userId: number) {
      const user = await findUserById(ctx.db, userId);
      if (!user || user.role !== 'trader') throw AppError.notFound('Trader not found.');
      await catalogue.ready();
      const accounts = await listTraderAccountGroups(ctx.db, userId);
      return {
        status: 'success' as const,
        accounts: accounts.map((account) => {
          const group = catalogue.resolve(account);
          return {
            account_id: account.accountId,
            number: accountNumberOf(account.accountId),
            type: account.accountType,
            group: { id: group.id, name: group.name },
          };
        }),
      };
    },

    /** An account's effective conditions for a symbol, each value with where it came from. */
    conditionsOfAccount: async (accountId: number, symbol: string) => conditionsOf(await traderAccount(accountId), symbol),

    /** The older call naming the trader: the conditions of the trader's default account. */
    async conditionsOfTrader(userId: number, symbol: string) {
      const user = await findUserById(ctx.db, userId);
      if (!user || user.role !== 'trader') throw AppError.notFound('Trader not found.');
      const account = await findDefaultAccount(ctx.db, userId);
      if (!account) throw AppError.notFound('This trader has no account.');
      return conditionsOf(await traderAccount(account.id), symbol);
    },
  };
}
