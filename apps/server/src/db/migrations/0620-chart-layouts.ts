import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/** Each trader's chart layout (one row) and drawings (one row per symbol), as JSON checked by the shared schemas. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chart_layouts')
    .addColumn('user_id', int64, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('chart_drawings')
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
    .addColumn('drawings', 'text', (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .addPrimaryKeyConstraint('chart_drawings_pk', ['user_id', 'symbol'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chart_drawings').execute();
  await db.schema.dropTable('chart_layouts').execute();
}
