import type { Selectable } from 'kysely';
import type { ConditionRule } from '@platform/shared/trading-conditions';
import type { TradeMode } from '@platform/shared/trading-conditions';
import type { Db } from '../../db/database.ts';
import type { ClientGroupsTable, GroupConditionRulesTable } from './groups.tables.ts';

/** A client group as server code uses it: camelCase, its rules in order (most specific wins regardless of order). */
export interface GroupRecord {
  id: number;
  name: string;
  accountType: 'demo' | 'live';
  currency: string;
  defaultLeverage: number;
  maxLeverage: number;
  marginCallLevel: number;
  stopOutLevel: number;
  tradeMode: TradeMode;
  isDefault: boolean;
  archived: boolean;
  rules: ConditionRule[];
  updatedAt: number;
}

export type GroupFields = Omit<GroupRecord, 'id' | 'archived' | 'updatedAt'>;

function toRecord(row: Selectable<ClientGroupsTable>, rules: ConditionRule[]): GroupRecord {
  return {
    id: Number(row.id),
    name: row.name,
    accountType: row.account_type,
    currency: row.currency,
    defaultLeverage: row.default_leverage,
    maxLeverage: row.max_leverage,
    marginCallLevel: Number(row.margin_call_level),
    stopOutLevel: Number(row.stop_out_level),
    tradeMode: row.trade_mode,
    isDefault: row.is_default === 1,
    archived: row.archived === 1,
    rules,
    updatedAt: Number(row.updated_at),
  };
}

function toRule(row: Selectable<GroupConditionRulesTable>): ConditionRule {
  const num = (value: number | null) => (value === null ? null : Number(value));
  return {
    target_kind: row.target_kind,
    target: row.target,
    markup_mode: row.markup_mode,
    markup: num(row.markup),
    commission_mode: row.commission_mode,
    commission: num(row.commission),
    leverage_cap: num(row.leverage_cap),
    swap_mode: row.swap_mode,
    swap_long: num(row.swap_long),
    swap_short: num(row.swap_short),
    volume_min: num(row.volume_min),
    volume_max: num(row.volume_max),
    volume_step: num(row.volume_step),
    trade_mode: row.trade_mode,
  };
}

export async function listGroups(db: Db): Promise<GroupRecord[]> {
  const rows = await db.selectFrom('client_groups').selectAll().orderBy('id').execute();
  const ruleRows = await db.selectFrom('group_condition_rules').selectAll().orderBy('group_id').orderBy('position').execute();
  const rulesOf = new Map<number, ConditionRule[]>();
  for (const rule of ruleRows) {
    const list = rulesOf.get(Number(rule.group_id)) ?? [];
    list.push(toRule(rule));
    rulesOf.set(Number(rule.group_id), list);
  }
  return rows.map((row) => toRecord(row, rulesOf.get(Number(row.id)) ?? []));
}

export async function findGroup(db: Db, id: number): Promise<GroupRecord | undefined> {
  const row = await db.selectFrom('client_groups').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const rules = await db.selectFrom('group_condition_rules').selectAll().where('group_id', '=', id).orderBy('position').execute();
  return toRecord(row, rules.map(toRule));
}

export async function findGroupByName(db: Db, name: string): Promise<{ id: number } | undefined> {
  const row = await db.selectFrom('client_groups').select('id').where('name', '=', name).executeTakeFirst();
  return row ? { id: Number(row.id) } : undefined;
}

function groupColumns(fields: GroupFields) {
  return {
    name: fields.name,
    account_type: fields.accountType,
    currency: fields.currency,
    default_leverage: fields.defaultLeverage,
    max_leverage: fields.maxLeverage,
    margin_call_level: fields.marginCallLevel,
    stop_out_level: fields.stopOutLevel,
    trade_mode: fields.tradeMode,
    is_default: fields.isDefault ? 1 : 0,
  };
}

export async function insertGroup(trx: Db, fields: GroupFields, now: number): Promise<number> {
  const row = await trx
    .insertInto('client_groups')
    .values({ ...groupColumns(fields), archived: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceRules(trx, Number(row.id), fields.rules);
  return Number(row.id);
}

export async function updateGroup(trx: Db, id: number, fields: GroupFields, archived: boolean, now: number): Promise<void> {
  await trx
    .updateTable('client_groups')
    .set({ ...groupColumns(fields), archived: archived ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
  await replaceRules(trx, id, fields.rules);
}

/** Only one default group per account type: setting one clears the others. */
export async function clearOtherDefaults(trx: Db, accountType: 'demo' | 'live', keepId: number): Promise<void> {
  await trx.updateTable('client_groups').set({ is_default: 0 }).where('account_type', '=', accountType).where('id', '!=', keepId).execute();
}

async function replaceRules(trx: Db, groupId: number, rules: readonly ConditionRule[]): Promise<void> {
  await trx.deleteFrom('group_condition_rules').where('group_id', '=', groupId).execute();
  if (rules.length === 0) return;
  // In slices: SQLite allows a limited number of bound values per statement.
  for (let start = 0; start < rules.length; start += 50)
    await trx
      .insertInto('group_condition_rules')
      .values(rules.slice(start, start + 50).map((rule, i) => ({ group_id: groupId, position: start + i, ...rule })))
      .execute();
}

/** A trading account's own group row and type: what its group resolves from (see `resolveAccountGroup`). */
export interface AccountGroupRow {
  accountId: number;
  userId: number;
  accountType: 'demo' | 'live';
  groupId: number | null;
  closed: boolean;
}

function accountGroupsQuery(db: Db) {
  return db
    .selectFrom('accounts')
    .leftJoin('account_groups', 'account_groups.account_id', 'accounts.id')
    .select(['accounts.id', 'accounts.user_id', 'accounts.type', 'accounts.closed_at', 'account_groups.group_id']);
}

function toAccountGroupRow(row: {
  id: number;
  user_id: number;
  type: string;
  closed_at: number | null;
  group_id: number | null;
}): AccountGroupRow {
  return {
    accountId: Number(row.id),
    userId: Number(row.user_id),
    accountType: row.type === 'live' ? 'live' : 'demo',
    groupId: row.group_id === null ? null : Number(row.group_id),
    closed: row.closed_at !== null,
  };
}

/**
 * Open accounts per group by their own rows (a row of the other type's group does not count), and
 * open accounts per type: the rest of a type's accounts are in its default group.
 */
export async function countAccountsByGroup(db: Db): Promise<{ byGroup: Map<number, number>; byType: Map<string, number> }> {
  const own = await db
    .selectFrom('account_groups')
    .innerJoin('accounts', 'accounts.id', 'account_groups.account_id')
    .innerJoin('client_groups', 'client_groups.id', 'account_groups.group_id')
    .where('accounts.closed_at', 'is', null)
    .whereRef('client_groups.account_type', '=', 'accounts.type')
    .select(['account_groups.group_id', db.fn.countAll<number>().as('count')])
    .groupBy('account_groups.group_id')
    .execute();
  const types = await db
    .selectFrom('accounts')
    .where('closed_at', 'is', null)
    .select(['type', db.fn.countAll<number>().as('count')])
    .groupBy('type')
    .execute();
  return {
    byGroup: new Map(own.map((row) => [Number(row.group_id), Number(row.count)])),
    byType: new Map(types.map((row) => [row.type, Number(row.count)])),
  };
}

/** The account's group row and type; undefined for an unknown account id. */
export async function findAccountGroup(db: Db, accountId: number): Promise<AccountGroupRow | undefined> {
  const row = await accountGroupsQuery(db).where('accounts.id', '=', accountId).executeTakeFirst();
  return row && toAccountGroupRow(row);
}

/** Every account the engine holds money or orders for, with its group row and type. */
export async function listAccountGroups(db: Db): Promise<AccountGroupRow[]> {
  return (await accountGroupsQuery(db).execute()).map(toAccountGroupRow);
}

/** The trader's open accounts with their group rows, first opened first. */
export async function listTraderAccountGroups(db: Db, userId: number): Promise<AccountGroupRow[]> {
  const rows = await accountGroupsQuery(db)
    .where('accounts.user_id', '=', userId)
    .where('accounts.closed_at', 'is', null)
    .orderBy('accounts.id')
    .execute();
  return rows.map(toAccountGroupRow);
}

export async function setAccountGroup(trx: Db, accountId: number, groupId: number, now: number): Promise<void> {
  const updated = await trx
    .updateTable('account_groups')
    .set({ group_id: groupId, updated_at: now })
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await trx.insertInto('account_groups').values({ account_id: accountId, group_id: groupId, updated_at: now }).execute();
}

/** The account leaves its own group for its type's default (the seed's switch to live converts it). */
export async function clearAccountGroup(trx: Db, accountId: number): Promise<void> {
  await trx.deleteFrom('account_groups').where('account_id', '=', accountId).execute();
}
