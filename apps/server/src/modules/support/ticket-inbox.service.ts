import type { PageQuery } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { replyToTicket, setTicketStatus } from './ticket-reply.service.ts';
import type { SupportTicket } from './support.repository.ts';
import type { StaffActor } from '../audit/public.ts';
import { auditWithin } from '../admin/public.ts';
import { findAdminTicket, listAdminTickets, type TicketFilter } from './ticket-inbox.repository.ts';
import { offsetOf, toPage } from '../../lib/staff/paging.ts';
import { toAdminTicketDetail, toAdminTicketItem } from './ticket-inbox.view.ts';

/** The ticket inbox; replies and status changes are the support module's (the trader sees them in /support). */
export function createTicketInboxService(ctx: AppContext) {
  async function list(filter: TicketFilter, query: PageQuery) {
    const { items, total } = await listAdminTickets(ctx.db, filter, offsetOf(query), query.page_size);
    return toPage(items.map(toAdminTicketItem), total, query);
  }

  async function detail(id: number) {
    const found = await findAdminTicket(ctx.db, id);
    if (!found) throw AppError.notFound('Ticket not found.');
    return toAdminTicketDetail(found.ticket, found.replies);
  }

  async function reply(actor: StaffActor, id: number, message: string) {
    if (actor.id === null) throw AppError.forbidden();
    await replyToTicket(
      ctx,
      id,
      actor.id,
      message,
      auditWithin<SupportTicket>(ctx, actor, (before, after) => ({
        action: 'ticket.reply',
        targetType: 'ticket',
        targetId: id,
        before: { status: before.status },
        after: { status: after.status, message },
      })),
    );
    return detail(id);
  }

  async function setStatus(actor: StaffActor, id: number, status: 'open' | 'answered' | 'closed') {
    if (actor.id === null) throw AppError.forbidden();
    await setTicketStatus(
      ctx,
      id,
      actor.id,
      status,
      auditWithin<SupportTicket>(ctx, actor, (before, after) => ({
        action: 'ticket.status',
        targetType: 'ticket',
        targetId: id,
        before: { status: before.status },
        after: { status: after.status },
      })),
    );
    return detail(id);
  }

  return { list, detail, reply, setStatus };
}
