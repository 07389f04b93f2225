import type { FastifyInstance } from 'fastify';
import { SUPPORT_MESSAGES, type SupportContacts, type Ticket } from '@platform/shared/support';
import type { AppContext } from '../../app-context.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { createSubmissionLimiter } from '../../uploads/submission-limiter.ts';
import { createSupportService } from './support.service.ts';

export async function supportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const support = createSupportService(ctx);
  const auth = { preHandler: authenticate(ctx) };
  const limitSubmissions = createSubmissionLimiter(ctx, 'support');

  app.post('/support/tickets', auth, async (request) => {
    await limitSubmissions(currentUser(request).id);
    const ticket = await support.openTicket(currentUser(request).id, request.body);
    return { status: 'success' as const, message: SUPPORT_MESSAGES.submitted, ticket };
  });

  app.get('/support/tickets', auth, async (request): Promise<Ticket[]> => support.myTickets(currentUser(request).id));

  app.get('/support/contacts', auth, async (): Promise<SupportContacts> => support.contacts());
}
