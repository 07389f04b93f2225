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

export async function countAccountsByGroup(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('account_groups')
    .select(['group_id', db.fn.countAll<number>().as('count')])
    .groupBy('group_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.group_id), Number(row.count)]));
}

/** The account's own group row and its account type (an account without a row is in its type's default group). */
export async function findAccountGroup(
  db: Db,
  userId: number,
): Promise<{ accountType: 'demo' | 'live'; groupId: number | null } | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('account_groups', 'account_groups.user_id', 'users.id')
    .select(['users.account_type', 'account_groups.group_id'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { accountType: row.account_type === 'live' ? 'live' : 'demo', groupId: row.group_id === null ? null : Number(row.group_id) };
}

/** Every account the engine holds money or orders for, with its group row and type. */
export async function listAccountGroups(
  db: Db,
): Promise<Array<{ accountId: number; userId: number; accountType: 'demo' | 'live'; groupId: number | null }>> {
  const rows = await db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .leftJoin('account_groups', 'account_groups.user_id', 'accounts.user_id')
    .select(['accounts.id', 'accounts.user_id', 'users.account_type', 'account_groups.group_id'])
    .execute();
  return rows.map((row) => ({
    accountId: Number(row.id),
    userId: Number(row.user_id),
    accountType: row.account_type === 'live' ? 'live' : 'demo',
    groupId: row.group_id === null ? null : Number(row.group_id),
  }));
}

export async function setAccountGroup(trx: Db, userId: number, groupId: number, now: number): Promise<void> {
  const updated = await trx
    .updateTable('account_groups')
    .set({ group_id: groupId, updated_at: now })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await trx.insertInto('account_groups').values({ user_id: userId, group_id: groupId, updated_at: now }).execute();
}
