import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

// Issue 28: client groups and their symbol conditions. The two seeded groups reproduce the
// conditions every account traded on before (the sheet's markup, leverage, swaps and volumes;
// margin call at 100 %, stop-out at 50 %), so an install that never opens the screen trades as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('client_groups'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('account_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('default_leverage', 'integer', (c) => c.notNull())
    .addColumn('max_leverage', 'integer', (c) => c.notNull())
    .addColumn('margin_call_level', 'double precision', (c) => c.notNull())
    .addColumn('stop_out_level', 'double precision', (c) => c.notNull())
    .addColumn('trade_mode', 'varchar(12)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('group_condition_rules'))
    .addColumn('group_id', int64, (c) => c.notNull().references('client_groups.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('target_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('target', 'varchar(60)', (c) => c.notNull())
    .addColumn('markup_mode', 'varchar(8)')
    .addColumn('markup', 'double precision')
    .addColumn('commission_mode', 'varchar(12)')
    .addColumn('commission', 'double precision')
    .addColumn('leverage_cap', 'integer')
    .addColumn('swap_long', 'double precision')
    .addColumn('swap_short', 'double precision')
    .addColumn('volume_min', 'double precision')
    .addColumn('volume_max', 'double precision')
    .addColumn('volume_step', 'double precision')
    .addColumn('trade_mode', 'varchar(12)')
    .execute();
  await db.schema.createIndex('group_condition_rules_group').on('group_condition_rules').columns(['group_id', 'position']).execute();

  // An account without a row trades in the default group of its account type.
  await db.schema
    .createTable('account_groups')
    .addColumn('user_id', int64, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('group_id', int64, (c) => c.notNull().references('client_groups.id'))
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_groups_group').on('account_groups').column('group_id').execute();

  const now = Date.now();
  const seeded = { currency: 'USD', default_leverage: 400, max_leverage: 1000, margin_call_level: 100, stop_out_level: 50 };
  await db
    .insertInto('client_groups' as never)
    .values([
      { name: 'Demo', account_type: 'demo', ...seeded, trade_mode: 'full', is_default: 1, archived: 0, created_at: now, updated_at: now },
      {
        name: 'Live Standard',
        account_type: 'live',
        ...seeded,
        trade_mode: 'full',
        is_default: 1,
        archived: 0,
        created_at: now,
        updated_at: now,
      },
    ] as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_groups').execute();
  await db.schema.dropTable('group_condition_rules').execute();
  await db.schema.dropTable('client_groups').execute();
}
