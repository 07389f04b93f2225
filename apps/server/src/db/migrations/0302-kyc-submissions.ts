import { sql, type Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Only the last 4 digits of the national identity number are ever stored.
  await withId(db, db.schema.createTable('kyc_submissions'))
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('aadhaar_last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('document_upload_id', 'varchar(40)', (c) => c.notNull().references('uploads.id'))
    .addColumn('selfie_upload_id', 'varchar(40)', (c) => c.notNull().references('uploads.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('review_notes', 'varchar(1000)')
    .addColumn('reviewed_by', int64)
    .addColumn('reviewed_at', int64)
    .addColumn('submitted_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('kyc_submissions_user_id').on('kyc_submissions').column('user_id').execute();
  // One pending submission per trader, enforced by the database even under concurrent submits.
  await db.schema
    .createIndex('kyc_submissions_one_pending')
    .on('kyc_submissions')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_submissions').execute();
}
