import type { Insertable } from 'kysely';
import type { TicketStatus } from '@platform/shared/support';
import type { Db } from '../../db/database.ts';
import type { SupportTicketRow, SupportTicketsTable, TicketReplyRow } from './support.tables.ts';

export async function insertTicket(db: Db, ticket: Insertable<SupportTicketsTable>): Promise<SupportTicketRow> {
  return db.insertInto('support_tickets').values(ticket).returningAll().executeTakeFirstOrThrow();
}

export async function findTicket(db: Db, id: number): Promise<SupportTicketRow | undefined> {
  return db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listUserTickets(db: Db, userId: number, limit = 100): Promise<SupportTicketRow[]> {
  return db
    .selectFrom('support_tickets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** For the back office queue. */
export async function listTickets(db: Db, filter: { status?: TicketStatus; limit?: number } = {}): Promise<SupportTicketRow[]> {
  let query = db.selectFrom('support_tickets').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  return query
    .orderBy('updated_at', 'desc')
    .limit(filter.limit ?? 200)
    .execute();
}

export async function listReplies(db: Db, ticketIds: number[]): Promise<TicketReplyRow[]> {
  if (ticketIds.length === 0) return [];
  return db
    .selectFrom('ticket_replies')
    .selectAll()
    .where('ticket_id', 'in', ticketIds)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function insertReply(
  db: Db,
  reply: { ticketId: number; staffId: number; message: string; now: number },
): Promise<TicketReplyRow> {
  return db
    .insertInto('ticket_replies')
    .values({ ticket_id: reply.ticketId, staff_id: reply.staffId, message: reply.message, created_at: reply.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets a ticket's status on behalf of a staff member, who is recorded with the time. */
export async function updateTicketStatus(
  db: Db,
  id: number,
  change: { status: TicketStatus; staffId: number; now: number },
): Promise<SupportTicketRow | undefined> {
  return db
    .updateTable('support_tickets')
    .set({ status: change.status, updated_at: change.now, status_changed_by: change.staffId, status_changed_at: change.now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
