import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The id is random and doubles as the file's name on disk under DATA_DIR/uploads.
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('owner_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(24)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('size_bytes', int64, (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)')
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner_id').on('uploads').column('owner_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
