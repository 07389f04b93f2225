import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NotificationRow, NotificationsTable } from './alerts.tables.ts';

export async function insertNotification(db: Db, notification: Insertable<NotificationsTable>): Promise<void> {
  await db.insertInto('notifications').values(notification).execute();
}

export async function listNotifications(db: Db, userId: number, limit = 50): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
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
export async function listPendingMails(db: Db, userId: number | null, limit = 100): Promise<NotificationRow[]> {
  let query = db.selectFrom('notifications').selectAll().where('kind', '=', 'alert').where('email_status', '=', 'pending');
  if (userId !== null) query = query.where('user_id', '=', userId);
  return query.orderBy('id', 'asc').limit(limit).execute();
}

export async function setEmailStatus(db: Db, id: number, status: NotificationRow['email_status']): Promise<void> {
  await db.updateTable('notifications').set({ email_status: status }).where('id', '=', id).execute();
}
