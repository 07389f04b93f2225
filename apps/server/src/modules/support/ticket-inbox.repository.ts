import type { Selectable } from 'kysely';
import type { TicketReplyAuthor } from '@platform/shared/support';
import type { Db } from '../../db/database.ts';
import type { SupportTicketsTable } from './support.tables.ts';
import { supportTicketFromRow, type SupportTicket } from './support.repository.ts';
import { columnContains } from '../../lib/staff/search.ts';

export interface TicketFilter {
  status: 'open' | 'answered' | 'closed' | 'all';
  search?: string | undefined;
  userId?: number;
}

/** A ticket in the back office inbox, with how many replies it has. */
export interface InboxTicket extends SupportTicket {
  replyCount: number;
}

/** A reply as the inbox shows it: the staff member's email, or the trader's follow-up. */
export interface InboxReply {
  id: number;
  message: string;
  author: TicketReplyAuthor;
  staffEmail: string | null;
  createdAt: number;
}

function inboxTicketFromRow(row: Selectable<SupportTicketsTable> & { reply_count: number | string | null }): InboxTicket {
  return { ...supportTicketFromRow(row), replyCount: Number(row.reply_count ?? 0) };
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
  return { items: rows.map(inboxTicketFromRow), total: Number(count.total) };
}

export async function findAdminTicket(db: Db, id: number): Promise<{ ticket: InboxTicket; replies: InboxReply[] } | undefined> {
  const row = await withReplyCount(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const replies = await db
    .selectFrom('ticket_replies as r')
    .leftJoin('users as s', 's.id', 'r.author_id')
    .select(['r.id', 'r.message', 'r.author', 'r.created_at', 's.email as author_email'])
    .where('r.ticket_id', '=', id)
    .orderBy('r.id', 'asc')
    .execute();
  return {
    ticket: inboxTicketFromRow(row),
    replies: replies.map((reply) => ({
      id: reply.id,
      message: reply.message,
      author: reply.author,
      staffEmail: reply.author === 'staff' ? reply.author_email : null,
      createdAt: reply.created_at,
    })),
  };
}
