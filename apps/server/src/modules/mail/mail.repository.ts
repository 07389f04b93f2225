import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MailOutboxTable, MailRow } from './mail.tables.ts';

/** The new row, or undefined when a mail with the same dedupe key exists already. */
export async function insertMail(db: Db, mail: Insertable<MailOutboxTable>): Promise<MailRow | undefined> {
  let query = db.insertInto('mail_outbox').values(mail);
  if (mail.dedupe_key) query = query.onConflict((oc) => oc.column('dedupe_key').doNothing());
  return query.returningAll().executeTakeFirst();
}

export async function setMailStatus(db: Db, id: number, status: MailRow['status'], error: string | null): Promise<void> {
  await db.updateTable('mail_outbox').set({ status, error }).where('id', '=', id).execute();
}

export async function listMails(db: Db, filter: { search?: string | undefined; limit: number; offset: number }) {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (filter.search) query = query.where('to_address', 'like', `%${filter.search.toLowerCase()}%`);
  const rows = await query.orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  let count = db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (filter.search) count = count.where('to_address', 'like', `%${filter.search.toLowerCase()}%`);
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  return { rows, total };
}
