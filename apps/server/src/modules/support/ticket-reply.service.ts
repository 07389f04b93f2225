/**
 * Staff answers to support tickets, for the back office (routes, roles and audit are wired there).
 *
 *   replyToTicket(ctx, ticketId, staffId, message, options?)   → Promise<Ticket>   (status becomes 'answered')
 *   setTicketStatus(ctx, ticketId, staffId, status, options?)  → Promise<Ticket>   ('open' | 'answered' | 'closed')
 *
 * Both record the staff member and the time on the ticket (status_changed_by / status_changed_at).
 *
 * An empty message is a VALIDATION_ERROR (422); an unknown ticket NOT_FOUND (404); replying to a
 * closed ticket, or setting the status it already has, ALREADY_REVIEWED (409). The trader's
 * screens get 'ticket-updated' with the ticket as `GET /api/support/tickets` shows it.
 *
 * Call them outside any open transaction: each opens its own (SQLite has a single connection).
 * `options.withinTransaction(trx, before, after)` runs inside it with the ticket rows (the audit
 * entry); if it throws, the change rolls back and nothing is announced.
 */
import { ticketStatusSchema, type Ticket, type TicketStatus } from '@platform/shared/support';
import type { AppContext } from '../../app-context.ts';
import type { InTransaction } from '../../db/in-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { findTicket, insertReply, listReplies, updateTicketStatus } from './support.repository.ts';
import type { SupportTicket } from './support.repository.ts';
import { toTicket } from './ticket.view.ts';

type Options = InTransaction<SupportTicket>;

export async function replyToTicket(
  ctx: AppContext,
  ticketId: number,
  staffId: number,
  message: string,
  options: Options = {},
): Promise<Ticket> {
  const text = message.trim();
  if (!text) throw AppError.validation({ message: ['Please add a message.'] });
  if (text.length > 5000) throw AppError.validation({ message: ['At most 5000 characters.'] });
  const now = ctx.clock.now();
  const ticket = await ctx.db.transaction().execute(async (trx) => {
    const existing = await findTicket(trx, ticketId);
    if (!existing) throw AppError.notFound('Ticket not found.');
    if (existing.status === 'closed') throw new AppError('ALREADY_REVIEWED', 409, 'This ticket is closed. Reopen it to reply.');
    await insertReply(trx, { ticketId, authorId: staffId, author: 'staff', message: text, now });
    const updated = (await updateTicketStatus(trx, ticketId, { status: 'answered', staffId, now }))!;
    await options.withinTransaction?.(trx, existing, updated);
    return toTicket(updated, await listReplies(trx, [ticketId]));
  });
  return announce(ctx, ticket);
}

export async function setTicketStatus(
  ctx: AppContext,
  ticketId: number,
  staffId: number,
  status: TicketStatus,
  options: Options = {},
): Promise<Ticket> {
  const parsed = ticketStatusSchema.safeParse(status);
  if (!parsed.success) throw AppError.validation({ status: ['Choose open, answered or closed.'] });
  const now = ctx.clock.now();
  const ticket = await ctx.db.transaction().execute(async (trx) => {
    const existing = await findTicket(trx, ticketId);
    if (!existing) throw AppError.notFound('Ticket not found.');
    if (existing.status === parsed.data) throw new AppError('ALREADY_REVIEWED', 409, `This ticket is already ${parsed.data}.`);
    const updated = (await updateTicketStatus(trx, ticketId, { status: parsed.data, staffId, now }))!;
    await options.withinTransaction?.(trx, existing, updated);
    return toTicket(updated, await listReplies(trx, [ticketId]));
  });
  return announce(ctx, ticket);
}

async function announce(ctx: AppContext, ticket: Ticket): Promise<Ticket> {
  const owner = await findTicket(ctx.db, ticket.id);
  if (owner) publishToAccount(ctx.bus, owner.userId, 'ticket-updated', ticket);
  return ticket;
}
