import type { Insertable, Selectable } from 'kysely';
import { toColumns, type Camelized } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import type { NotificationsTable } from './alerts.tables.ts';

/** A message in the trader's notification centre (today: a fired price alert). */
export interface Notification {
  id: number;
  userId: number;
  kind: 'alert';
  title: string;
  body: string;
  symbol: string | null;
  refId: number | null;
  emailStatus: 'pending' | 'sent' | 'skipped';
  createdAt: number;
  readAt: number | null;
}

export function notificationFromRow(row: Selectable<NotificationsTable>): Notification {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    symbol: row.symbol,
    refId: row.ref_id,
    emailStatus: row.email_status,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

export async function insertNotification(db: Db, notification: Camelized<Insertable<NotificationsTable>>): Promise<void> {
  await db.insertInto('notifications').values(toColumns<Insertable<NotificationsTable>>(notification)).execute();
}

export async function listNotifications(db: Db, userId: number, limit = 50): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(notificationFromRow);
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the owner's notifications read: the given ids, or all of them. */
export async function markRead(db: Db, userId: number, ids: number[] | undefined, now: number): Promise<void> {
  let query = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return;
    query = query.where('id', 'in', ids);
  }
  await query.execute();
}

/** Alert notifications whose mail has not gone out yet (oldest first), of one trader or of all. */
export async function listPendingMails(db: Db, userId: number | null, limit = 100): Promise<Notification[]> {
  let query = db.selectFrom('notifications').selectAll().where('kind', '=', 'alert').where('email_status', '=', 'pending');
  if (userId !== null) query = query.where('user_id', '=', userId);
  const rows = await query.orderBy('id', 'asc').limit(limit).execute();
  return rows.map(notificationFromRow);
}

export async function setEmailStatus(db: Db, id: number, status: Notification['emailStatus']): Promise<void> {
  await db.updateTable('notifications').set({ email_status: status }).where('id', '=', id).execute();
}
