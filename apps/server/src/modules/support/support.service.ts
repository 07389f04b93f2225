import type { z } from 'zod';
import type { SupportContacts, Ticket, ticketRequestSchema } from '@platform/shared/support';
import { TICKET_CLOSED_FOR_TRADER, type traderReplyRequestSchema } from '@platform/shared/support-replies';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import {
  findReplyByRequest,
  findTicket,
  insertReply,
  insertTicket,
  listReplies,
  listUserTickets,
  reopenForTrader,
} from './support.repository.ts';
import { toTicket } from './ticket.view.ts';

export function createSupportService(ctx: AppContext) {
  async function openTicket(userId: number, request: z.output<typeof ticketRequestSchema>): Promise<Ticket> {
    const now = ctx.clock.now();
    const row = await insertTicket(ctx.db, {
      userId,
      name: request.name,
      email: request.email,
      phoneCode: request.phone_code,
      phone: request.phone,
      subject: request.subject || null,
      message: request.message,
      source: request.source,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    });
    return toTicket(row, []);
  }

  async function myTickets(userId: number): Promise<Ticket[]> {
    const tickets = await listUserTickets(ctx.db, userId);
    const replies = await listReplies(
      ctx.db,
      tickets.map((t) => t.id),
    );
    return tickets.map((ticket) => toTicket(ticket, replies));
  }

  /**
   * The trader's follow-up inside their own ticket: someone else's ticket is NOT_FOUND (as if it
   * did not exist), a closed one 409; the ticket waits for the team again ('open'). A retry with
   * the same request_id returns the ticket without a second reply.
   */
  async function replyAsTrader(userId: number, ticketId: number, request: z.output<typeof traderReplyRequestSchema>): Promise<Ticket> {
    const now = ctx.clock.now();
    const { ticket, added } = await ctx.db.transaction().execute(async (trx) => {
      const existing = await findTicket(trx, ticketId);
      if (!existing || existing.userId !== userId) throw AppError.notFound('Ticket not found.');
      const repeated = request.request_id !== undefined && (await findReplyByRequest(trx, ticketId, request.request_id));
      if (!repeated) {
        if (existing.status === 'closed') throw new AppError('ALREADY_REVIEWED', 409, TICKET_CLOSED_FOR_TRADER);
        await insertReply(trx, {
          ticketId,
          authorId: userId,
          author: 'trader',
          message: request.message,
          requestId: request.request_id,
          now,
        });
        await reopenForTrader(trx, ticketId, now);
      }
      const current = (await findTicket(trx, ticketId))!;
      return { ticket: toTicket(current, await listReplies(trx, [ticketId])), added: !repeated };
    });
    if (added) publishToAccount(ctx.bus, userId, 'ticket-updated', ticket);
    return ticket;
  }

  async function contacts(): Promise<SupportContacts> {
    const { supportContacts } = await ctx.settings.get();
    return { messaging_number: supportContacts.messagingNumber, hours: supportContacts.hours, email: supportContacts.email };
  }

  return { openTicket, myTickets, replyAsTrader, contacts };
}
