import { sql, type Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/**
 * Client groups per trading account (issues 28 and 29: each account has its own group). 0710 keyed
 * `account_groups` by user; each user's row moves to every one of that user's accounts whose type
 * matches the group's (a live trader's row in a live group goes to each live account). An account
 * of the other type (a live trader's demo account) gets no row: it trades in its own type's default
 * group, as an account without a row always did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_groups_by_account')
    .addColumn('account_id', int64, (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('group_id', int64, (c) => c.notNull().references('client_groups.id'))
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
  await sql`
    insert into account_groups_by_account (account_id, group_id, updated_at)
    select a.id, ag.group_id, ag.updated_at
    from account_groups ag
    join accounts a on a.user_id = ag.user_id
    join client_groups g on g.id = ag.group_id
    where g.account_type = a.type`.execute(db);
  await db.schema.dropTable('account_groups').execute();
  await db.schema.alterTable('account_groups_by_account').renameTo('account_groups').execute();
  await db.schema.createIndex('account_groups_group').on('account_groups').column('group_id').execute();
}

/**
 * Back to one row per user: the row of the user's first account of the user's own type (the account
 * every call meant before several accounts); the other accounts' rows are lost with the key.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_groups_by_user')
    .addColumn('user_id', int64, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('group_id', int64, (c) => c.notNull().references('client_groups.id'))
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
  await sql`
    insert into account_groups_by_user (user_id, group_id, updated_at)
    select a.user_id, ag.group_id, ag.updated_at
    from account_groups ag
    join accounts a on a.id = ag.account_id
    join users u on u.id = a.user_id
    where a.type = (case when u.account_type = 'live' then 'live' else 'demo' end)
      and a.id = (
        select min(o.id) from accounts o join account_groups og on og.account_id = o.id
        where o.user_id = a.user_id and o.type = a.type)`.execute(db);
  await db.schema.dropTable('account_groups').execute();
  await db.schema.alterTable('account_groups_by_user').renameTo('account_groups').execute();
  await db.schema.createIndex('account_groups_group').on('account_groups').column('group_id').execute();
}
