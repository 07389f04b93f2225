import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import { toColumns, type Camelized } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { NotificationKind } from '@platform/shared/notifications';
import type { NotificationsTable } from './notifications.tables.ts';

/** A message in the trader's notification centre: a fired price alert or the account's news. */
export interface Notification {
  id: number;
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  symbol: string | null;
  refId: number | null;
  accountId: number | null;
  /** The app's path that shows more. */
  link: string | null;
  emailStatus: 'pending' | 'sent' | 'skipped';
  createdAt: number;
  readAt: number | null;
}

export function notificationFromRow(row: Selectable<NotificationsTable>): Notification {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    kind: row.kind,
    title: row.title,
    body: row.body,
    symbol: row.symbol,
    refId: row.ref_id,
    accountId: row.account_id === null ? null : Number(row.account_id),
    link: linkOf(row.data),
    emailStatus: row.email_status,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

function linkOf(data: string | null): string | null {
  if (!data) return null;
  const parsed = JSON.parse(data) as { link?: unknown };
  return typeof parsed.link === 'string' ? parsed.link : null;
}

export async function insertNotification(db: Db, notification: Camelized<Insertable<NotificationsTable>>): Promise<void> {
  await db.insertInto('notifications').values(toColumns<Insertable<NotificationsTable>>(notification)).execute();
}

/**
 * Writes a notification unless one with its dedupe key exists (another instance heard the same
 * event first). Returns it when this call wrote it, null otherwise.
 */
export async function insertNotificationOnce(
  db: Db,
  notification: Camelized<Insertable<NotificationsTable>> & { dedupeKey: string },
): Promise<Notification | null> {
  const row = await db
    .insertInto('notifications')
    .values(toColumns<Insertable<NotificationsTable>>(notification))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? notificationFromRow(row) : null;
}

/** The bell of one trading account: its own news and the login's (KYC, support, sign-ins), never another account's. */
const ofAccount = (accountId: number) => (eb: ExpressionBuilder<Database, 'notifications'>) =>
  eb.or([eb('account_id', '=', accountId), eb('account_id', 'is', null)]);

export async function listNotifications(db: Db, userId: number, accountId: number, limit = 50): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where(ofAccount(accountId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(notificationFromRow);
}

export async function countUnread(db: Db, userId: number, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where(ofAccount(accountId))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the owner's notifications read: the given ids, or all of the account's bell. */
export async function markRead(db: Db, userId: number, accountId: number, ids: number[] | undefined, now: number): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where(ofAccount(accountId))
    .where('read_at', 'is', null);
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
