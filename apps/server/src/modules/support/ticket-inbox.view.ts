import type { AdminTicketDetail, AdminTicketItem } from '@platform/shared/admin';
import { toIso } from '../../db/now.ts';
import type { InboxReply, InboxTicket } from './ticket-inbox.repository.ts';

export function toAdminTicketItem(ticket: InboxTicket): AdminTicketItem {
  return {
    id: ticket.id,
    user_id: ticket.userId,
    name: ticket.name,
    email: ticket.email,
    phone_code: ticket.phoneCode,
    phone: ticket.phone,
    subject: ticket.subject,
    message: ticket.message,
    status: ticket.status,
    reply_count: ticket.replyCount,
    created_at: toIso(ticket.createdAt),
    updated_at: toIso(ticket.updatedAt),
  };
}

export function toAdminTicketDetail(ticket: InboxTicket, replies: readonly InboxReply[]): AdminTicketDetail {
  return {
    ...toAdminTicketItem(ticket),
    replies: replies.map((reply) => ({
      id: reply.id,
      message: reply.message,
      author: reply.author,
      staff_email: reply.staffEmail,
      created_at: toIso(reply.createdAt),
    })),
  };
}
