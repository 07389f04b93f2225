import type { FastifyInstance } from 'fastify';
import { ticketListQuerySchema, ticketReplySchema, ticketStatusSchema } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { validate } from '../../errors/validate.ts';
import { permit, staffActor } from './staff-guard.ts';
import { idParam } from './id-param.ts';
import { createTicketsAdminService } from './tickets-admin.service.ts';

export async function ticketsAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tickets = createTicketsAdminService(ctx);
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
