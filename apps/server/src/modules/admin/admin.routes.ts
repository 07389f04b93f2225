import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { authenticate } from '../../plugins/authenticate.ts';
import { requireStaff } from './staff-guard.ts';
import { staffRoutes } from './staff.routes.ts';
import { auditRoutes } from './audit.routes.ts';
import { bookRoutes } from './book.routes.ts';
import { tradersRoutes } from './traders.routes.ts';
import { createTradersService } from './traders.service.ts';
import { createTraderDetailService } from './trader-detail.service.ts';
import { kycAdminRoutes } from './kyc-admin.routes.ts';
import { transactionsAdminRoutes } from './transactions-admin.routes.ts';
import { ticketsAdminRoutes } from './tickets-admin.routes.ts';
import { outboxRoutes } from './outbox.routes.ts';

/** Everything under /api/admin: signed-in staff only (a trader's token gets 403), then per-route permissions. */
export async function adminRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  app.decorateRequest('staffActor', null);
  app.addHook('preHandler', authenticate(ctx));
  app.addHook('preHandler', requireStaff(ctx));

  const traders = createTradersService(ctx, services.trading);
  const detail = createTraderDetailService(ctx, services);

  await app.register(staffRoutes, { ctx });
  await app.register(auditRoutes, { ctx });
  await app.register(bookRoutes, { ctx, services });
  await app.register(tradersRoutes, { ctx, traders, detail });
  await app.register(kycAdminRoutes, { ctx });
  await app.register(transactionsAdminRoutes, { ctx, services });
  await app.register(ticketsAdminRoutes, { ctx });
  await app.register(outboxRoutes, { ctx });
}
