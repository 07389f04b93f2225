import type { Ticket } from '@platform/shared/support';
import { toIso } from '../../db/now.ts';
import type { SupportTicketRow, TicketReplyRow } from './support.tables.ts';

export function toTicket(row: SupportTicketRow, replies: readonly TicketReplyRow[]): Ticket {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_code: row.phone_code,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    source: row.source,
    status: row.status,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    replies: replies
      .filter((reply) => reply.ticket_id === row.id)
      .map((reply) => ({ id: reply.id, message: reply.message, author: 'staff' as const, created_at: toIso(reply.created_at) })),
  };
}
