import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTicketDetailSchema,
  adminTicketItemSchema,
  pageSchema,
  ticketListQuerySchema,
  ticketReplySchema,
  ticketStatusSchema,
} from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import { idParams } from '../../plugins/id-param.ts';
import type { createTicketInboxService } from './ticket-inbox.service.ts';

const ticket = { 200: adminTicketDetailSchema, ...failures };

export async function ticketInboxRoutes(
  fastify: FastifyInstance,
  { ticketInbox: tickets }: { ctx: AppContext; ticketInbox: ReturnType<typeof createTicketInboxService> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const support = { preValidation: permit('tickets') };

  app.get(
    '/tickets',
    { ...support, schema: { querystring: ticketListQuerySchema, response: { 200: pageSchema(adminTicketItemSchema), ...failures } } },
    async (request) => tickets.list({ status: request.query.status, search: request.query.search }, request.query),
  );

  app.get('/tickets/:id', { ...support, schema: { params: idParams, response: ticket } }, async (request) =>
    tickets.detail(request.params.id),
  );

  app.post('/tickets/:id/reply', { ...support, schema: { params: idParams, body: ticketReplySchema, response: ticket } }, async (request) =>
    tickets.reply(staffActor(request), request.params.id, request.body.message),
  );

  app.post(
    '/tickets/:id/status',
    { ...support, schema: { params: idParams, body: ticketStatusSchema, response: ticket } },
    async (request) => tickets.setStatus(staffActor(request), request.params.id, request.body.status),
  );
}
