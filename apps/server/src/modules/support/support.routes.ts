import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUPPORT_MESSAGES,
  supportContactsSchema,
  ticketCreatedSchema,
  ticketListSchema,
  ticketRequestSchema,
  ticketSchema,
} from '@platform/shared/support';
import { traderReplyRequestSchema } from '@platform/shared/support-replies';
import type { AppContext } from '../../app-context.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { idParams } from '../../plugins/id-param.ts';
import { createSubmissionLimiter } from '../../uploads/submission-limiter.ts';
import type { createSupportService } from './support.service.ts';

export async function supportRoutes(
  fastify: FastifyInstance,
  { ctx, support }: { ctx: AppContext; support: ReturnType<typeof createSupportService> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = authenticate(ctx);
  const limitSubmissions = createSubmissionLimiter(ctx, 'support');
  const limitReplies = createSubmissionLimiter(ctx, 'support-replies');

  app.post(
    '/support/tickets',
    {
      // Every attempt counts against the trader's submissions, a malformed one too (before the body is read).
      preValidation: [signedIn, async (request) => limitSubmissions(currentUser(request).id)],
      schema: { body: ticketRequestSchema, response: { 200: ticketCreatedSchema, ...failures } },
    },
    async (request) => {
      const ticket = await support.openTicket(currentUser(request).id, request.body);
      return { status: 'success' as const, message: SUPPORT_MESSAGES.submitted, ticket };
    },
  );

  app.get('/support/tickets', { preValidation: signedIn, schema: { response: { 200: ticketListSchema, ...failures } } }, async (request) =>
    support.myTickets(currentUser(request).id),
  );

  app.post(
    '/support/tickets/:id/replies',
    {
      preValidation: [signedIn, async (request) => limitReplies(currentUser(request).id)],
      schema: { params: idParams, body: traderReplyRequestSchema, response: { 200: ticketSchema, ...failures } },
    },
    async (request) => support.replyAsTrader(currentUser(request).id, request.params.id, request.body),
  );

  app.get('/support/contacts', { preValidation: signedIn, schema: { response: { 200: supportContactsSchema, ...failures } } }, async () =>
    support.contacts(),
  );
}
