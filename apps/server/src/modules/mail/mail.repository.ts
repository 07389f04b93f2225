import type { Insertable, Selectable } from 'kysely';
import { toColumns, type Camelized } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import type { MailOutboxTable } from './mail.tables.ts';

/** A mail the platform sent or kept in the outbox. */
export interface Mail {
  id: number;
  userId: number | null;
  toAddress: string;
  template: string;
  dedupeKey: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** 'outbox': kept here only (no SMTP_URL); 'sent': handed to SMTP; 'failed': SMTP refused it. */
  status: 'outbox' | 'sent' | 'failed';
  error: string | null;
  createdAt: number;
}

export function mailFromRow(row: Selectable<MailOutboxTable>): Mail {
  return {
    id: row.id,
    userId: row.user_id,
    toAddress: row.to_address,
    template: row.template,
    dedupeKey: row.dedupe_key,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    status: row.status,
    error: row.error,
    createdAt: row.created_at,
  };
}

/** The new row, or undefined when a mail with the same dedupe key exists already. */
export async function insertMail(db: Db, mail: Camelized<Insertable<MailOutboxTable>>): Promise<Mail | undefined> {
  let query = db.insertInto('mail_outbox').values(toColumns<Insertable<MailOutboxTable>>(mail));
  if (mail.dedupeKey) query = query.onConflict((oc) => oc.column('dedupe_key').doNothing());
  const row = await query.returningAll().executeTakeFirst();
  return row && mailFromRow(row);
}

export async function setMailStatus(db: Db, id: number, status: Mail['status'], error: string | null): Promise<void> {
  await db.updateTable('mail_outbox').set({ status, error }).where('id', '=', id).execute();
}

export async function listMails(db: Db, filter: { search?: string | undefined; limit: number; offset: number }) {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (filter.search) query = query.where('to_address', 'like', `%${filter.search.toLowerCase()}%`);
  const rows = await query.orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  let count = db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (filter.search) count = count.where('to_address', 'like', `%${filter.search.toLowerCase()}%`);
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  return { rows: rows.map(mailFromRow), total };
}

/** Mails recorded since `since` to one address, or to one user from one template (the hourly caps count these). */
export async function countMailsSince(
  db: Db,
  filter: { toAddress: string } | { userId: number; template: string },
  since: number,
): Promise<number> {
  let query = db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '>', since);
  query =
    'toAddress' in filter
      ? query.where('to_address', '=', filter.toAddress)
      : query.where('user_id', '=', filter.userId).where('template', '=', filter.template);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
