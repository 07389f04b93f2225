import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('support_tickets'))
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_tickets_user_id').on('support_tickets').column('user_id').execute();
  await db.schema.createIndex('support_tickets_status').on('support_tickets').columns(['status', 'updated_at']).execute();

  await withId(db, db.schema.createTable('ticket_replies'))
    .addColumn('ticket_id', int64, (c) => c.notNull().references('support_tickets.id').onDelete('cascade'))
    .addColumn('staff_id', int64, (c) => c.notNull().references('users.id'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_replies_ticket_id').on('ticket_replies').column('ticket_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_replies').execute();
  await db.schema.dropTable('support_tickets').execute();
}
