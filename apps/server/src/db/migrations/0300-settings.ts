import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Only values changed by the back office live here; the code holds the defaults.
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .addColumn('updated_by', int64)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings').execute();
}
