import type { FastifyInstance } from 'fastify';
import { ticketListQuerySchema, ticketReplySchema, ticketStatusSchema } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { validate } from '../../errors/validate.ts';
import { permit, staffActor } from '../admin/staff-guard.ts';
import { idParam } from '../admin/id-param.ts';
import { createTicketInboxService } from './ticket-inbox.service.ts';

export async function ticketInboxRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tickets = createTicketInboxService(ctx);
  const support = { preHandler: permit('tickets') };

  app.get('/tickets', support, async (request) => {
    const query = validate(ticketListQuerySchema, request.query);
    return tickets.list({ status: query.status, search: query.search }, query);
  });

  app.get('/tickets/:id', support, async (request) => tickets.detail(idParam(request)));

  app.post('/tickets/:id/reply', support, async (request) => {
    const { message } = validate(ticketReplySchema, request.body);
    return tickets.reply(staffActor(request), idParam(request), message);
  });

  app.post('/tickets/:id/status', support, async (request) => {
    const { status } = validate(ticketStatusSchema, request.body);
    return tickets.setStatus(staffActor(request), idParam(request), status);
  });
}
