import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { authenticate } from '../../plugins/authenticate.ts';
import { requireStaff } from '../../lib/staff/staff-guard.ts';
import { staffRoutes } from './staff.routes.ts';
import { auditRoutes } from './audit.routes.ts';
import { bookRoutes } from '../settings/book.routes.ts';
import { tradersRoutes } from '../traders/traders.routes.ts';
import { createTradersService } from '../traders/traders.service.ts';
import { createTraderDetailService } from '../traders/trader-detail.service.ts';
import { kycReviewRoutes } from '../kyc/kyc-review.routes.ts';
import { transactionQueueRoutes } from '../banking/transaction-queue.routes.ts';
import { ticketInboxRoutes } from '../support/ticket-inbox.routes.ts';
import { outboxRoutes } from '../mail/outbox.routes.ts';

/** Everything under /api/admin: signed-in staff only (a trader's token gets 403), then per-route permissions. */
export async function adminRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  app.decorateRequest('staffActor', null);
  app.addHook('preValidation', authenticate(ctx));
  app.addHook('preValidation', requireStaff(ctx));

  const traders = createTradersService(ctx, services.engineHost);
  const detail = createTraderDetailService(ctx, services);

  await app.register(staffRoutes, { ctx });
  await app.register(auditRoutes, { ctx });
  await app.register(bookRoutes, { ctx, services });
  await app.register(tradersRoutes, { ctx, traders, detail });
  await app.register(kycReviewRoutes, { ctx });
  await app.register(transactionQueueRoutes, { ctx, services });
  await app.register(ticketInboxRoutes, { ctx });
  await app.register(outboxRoutes, { ctx });
}
