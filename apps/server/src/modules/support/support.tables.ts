import type { Generated, Selectable } from 'kysely';
import type { TicketReplyAuthor, TicketStatus } from '@platform/shared/support';
import type { Id } from '../../db/column-types.ts';

export interface SupportTicketsTable {
  id: Id;
  user_id: number;
  name: string;
  email: string;
  phone_code: string;
  phone: string;
  subject: string | null;
  message: string;
  source: string;
  status: TicketStatus;
  created_at: number;
  updated_at: number;
  /** The staff member who last set the status (a reply or a status change); null until then. */
  status_changed_by: number | null;
  status_changed_at: number | null;
}
export type SupportTicketRow = Selectable<SupportTicketsTable>;

export interface TicketRepliesTable {
  id: Id;
  ticket_id: number;
  /** The staff member or the ticket's own trader who wrote it, as `author` says. */
  author_id: number;
  author: Generated<TicketReplyAuthor>;
  message: string;
  /** The trader's idempotency key for a reply; null for staff replies. */
  request_id: string | null;
  created_at: number;
}
export type TicketReplyRow = Selectable<TicketRepliesTable>;
