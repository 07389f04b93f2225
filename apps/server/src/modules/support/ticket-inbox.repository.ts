import type { AdminTicketDetail, AdminTicketItem } from '@platform/shared/admin';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/now.ts';
import type { SupportTicketRow } from './support.tables.ts';
import { columnContains } from '../admin/search.ts';

export interface TicketFilter {
  status: 'open' | 'answered' | 'closed' | 'all';
  search?: string | undefined;
  userId?: number;
}

function toItem(row: SupportTicketRow & { reply_count: number | string | null }): AdminTicketItem {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    phone_code: row.phone_code,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    reply_count: Number(row.reply_count ?? 0),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

function withReplyCount(db: Db) {
  return db
    .selectFrom('support_tickets as t')
    .selectAll('t')
    .select((eb) =>
      eb
        .selectFrom('ticket_replies as r')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('r.ticket_id', '=', 't.id')
        .as('reply_count'),
    );
}

/** The inbox: open tickets oldest first (waiting longest), others most recently updated first. */
export async function listAdminTickets(db: Db, filter: TicketFilter, offset: number, limit: number) {
  let query = db.selectFrom('support_tickets as t');
  if (filter.status !== 'all') query = query.where('t.status', '=', filter.status);
  if (filter.userId !== undefined) query = query.where('t.user_id', '=', filter.userId);
  if (filter.search) {
    const text = filter.search;
    query = query.where((eb) =>
      eb.or([columnContains(eb, 't.name', text), columnContains(eb, 't.email', text), columnContains(eb, 't.subject', text)]),
    );
  }
  const ids = query.select('t.id');
  const direction = filter.status === 'open' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    withReplyCount(db)
      .where('t.id', 'in', ids)
      .orderBy('t.updated_at', direction)
      .orderBy('t.id', direction)
      .offset(offset)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toItem), total: Number(count.total) };
}

export async function findAdminTicket(db: Db, id: number): Promise<AdminTicketDetail | undefined> {
  const row = await withReplyCount(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const replies = await db
    .selectFrom('ticket_replies as r')
    .leftJoin('users as s', 's.id', 'r.staff_id')
    .select(['r.id', 'r.message', 'r.created_at', 's.email as staff_email'])
    .where('r.ticket_id', '=', id)
    .orderBy('r.id', 'asc')
    .execute();
  return {
    ...toItem(row),
    replies: replies.map((reply) => ({
      id: reply.id,
      message: reply.message,
      staff_email: reply.staff_email,
      created_at: toIso(reply.created_at),
    })),
  };
}
