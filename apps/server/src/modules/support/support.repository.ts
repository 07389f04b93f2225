import type { Insertable, Selectable } from 'kysely';
import type { TicketReplyAuthor, TicketStatus } from '@platform/shared/support';
import { toColumns, type Camelized } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import type { SupportTicketsTable, TicketRepliesTable } from './support.tables.ts';

/** A trader's (or a visitor's) support request. */
export interface SupportTicket {
  id: number;
  userId: number;
  name: string;
  email: string;
  phoneCode: string;
  phone: string;
  subject: string | null;
  message: string;
  source: string;
  status: TicketStatus;
  createdAt: number;
  updatedAt: number;
  /** The staff member who last set the status (a reply or a status change); null until then. */
  statusChangedBy: number | null;
  statusChangedAt: number | null;
}

export function supportTicketFromRow(row: Selectable<SupportTicketsTable>): SupportTicket {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    phoneCode: row.phone_code,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    source: row.source,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    statusChangedBy: row.status_changed_by,
    statusChangedAt: row.status_changed_at,
  };
}

/** A message after the ticket's first: a staff member's answer or the trader's follow-up. */
export interface TicketReply {
  id: number;
  ticketId: number;
  authorId: number;
  author: TicketReplyAuthor;
  message: string;
  requestId: string | null;
  createdAt: number;
}

export function ticketReplyFromRow(row: Selectable<TicketRepliesTable>): TicketReply {
  return {
    id: row.id,
    ticketId: row.ticket_id,
    authorId: row.author_id,
    author: row.author,
    message: row.message,
    requestId: row.request_id,
    createdAt: row.created_at,
  };
}

export async function insertTicket(db: Db, ticket: Camelized<Insertable<SupportTicketsTable>>): Promise<SupportTicket> {
  const row = await db
    .insertInto('support_tickets')
    .values(toColumns<Insertable<SupportTicketsTable>>(ticket))
    .returningAll()
    .executeTakeFirstOrThrow();
  return supportTicketFromRow(row);
}

export async function findTicket(db: Db, id: number): Promise<SupportTicket | undefined> {
  const row = await db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();
  return row && supportTicketFromRow(row);
}

export async function listUserTickets(db: Db, userId: number, limit = 100): Promise<SupportTicket[]> {
  const rows = await db
    .selectFrom('support_tickets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(supportTicketFromRow);
}

/** For the back office queue. */
export async function listTickets(db: Db, filter: { status?: TicketStatus; limit?: number } = {}): Promise<SupportTicket[]> {
  let query = db.selectFrom('support_tickets').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  const rows = await query
    .orderBy('updated_at', 'desc')
    .limit(filter.limit ?? 200)
    .execute();
  return rows.map(supportTicketFromRow);
}

export async function listReplies(db: Db, ticketIds: number[]): Promise<TicketReply[]> {
  if (ticketIds.length === 0) return [];
  const rows = await db
    .selectFrom('ticket_replies')
    .selectAll()
    .where('ticket_id', 'in', ticketIds)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(ticketReplyFromRow);
}

export async function insertReply(
  db: Db,
  reply: { ticketId: number; authorId: number; author: TicketReplyAuthor; message: string; requestId?: string; now: number },
): Promise<TicketReply> {
  const row = await db
    .insertInto('ticket_replies')
    .values({
      ticket_id: reply.ticketId,
      author_id: reply.authorId,
      author: reply.author,
      message: reply.message,
      request_id: reply.requestId ?? null,
      created_at: reply.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return ticketReplyFromRow(row);
}

export async function findReplyByRequest(db: Db, ticketId: number, requestId: string): Promise<TicketReply | undefined> {
  const row = await db
    .selectFrom('ticket_replies')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row && ticketReplyFromRow(row);
}

/** The trader wrote again: the ticket waits for the support team (who set the status last stays recorded). */
export async function reopenForTrader(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('support_tickets').set({ status: 'open', updated_at: now }).where('id', '=', id).execute();
}

/** Sets a ticket's status on behalf of a staff member, who is recorded with the time. */
export async function updateTicketStatus(
  db: Db,
  id: number,
  change: { status: TicketStatus; staffId: number; now: number },
): Promise<SupportTicket | undefined> {
  const row = await db
    .updateTable('support_tickets')
    .set({ status: change.status, updated_at: change.now, status_changed_by: change.staffId, status_changed_at: change.now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && supportTicketFromRow(row);
}
