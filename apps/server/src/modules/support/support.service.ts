import type { z } from 'zod';
import type { SupportContacts, Ticket, ticketRequestSchema } from '@platform/shared/support';
import type { AppContext } from '../../app-context.ts';
import { insertTicket, listReplies, listUserTickets } from './support.repository.ts';
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

  async function contacts(): Promise<SupportContacts> {
    const { supportContacts } = await ctx.settings.get();
    return { messaging_number: supportContacts.messagingNumber, hours: supportContacts.hours, email: supportContacts.email };
  }

  return { openTicket, myTickets, contacts };
}
