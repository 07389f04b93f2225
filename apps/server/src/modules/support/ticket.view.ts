import type { Ticket } from '@platform/shared/support';
import { toIso } from '../../db/now.ts';
import type { SupportTicket, TicketReply } from './support.repository.ts';

export function toTicket(row: SupportTicket, replies: readonly TicketReply[]): Ticket {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_code: row.phoneCode,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    source: row.source,
    status: row.status,
    created_at: toIso(row.createdAt),
    updated_at: toIso(row.updatedAt),
    replies: replies
      .filter((reply) => reply.ticketId === row.id)
      .map((reply) => ({ id: reply.id, message: reply.message, author: reply.author, created_at: toIso(reply.createdAt) })),
  };
}
