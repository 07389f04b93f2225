import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Services } from './services.ts';
import { authenticate } from './plugins/authenticate.ts';
import { requireStaff } from './plugins/staff-guard.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { securityRoutes } from './modules/auth/security.routes.ts';
import { legalRoutes } from './modules/settings/legal.routes.ts';
import { bookRoutes } from './modules/settings/book.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { kycReviewRoutes } from './modules/kyc/kyc-review.routes.ts';
import { referralRoutes } from './modules/referral/referral.routes.ts';
import { bankingRoutes } from './modules/banking/banking.routes.ts';
import { transactionQueueRoutes } from './modules/banking/transaction-queue.routes.ts';
import { cashierRoutes } from './modules/cashier/cashier.routes.ts';
import { payoutRoutes } from './modules/cashier/payout.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { ticketInboxRoutes } from './modules/support/ticket-inbox.routes.ts';
import { filesRoutes } from './uploads/files.routes.ts';
import { marketRoutes } from './modules/market/market.routes.ts';
import { tradingRoutes } from './modules/trading/trading.routes.ts';
import { accountsAdminRoutes, accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { chartRoutes } from './modules/chart/chart.routes.ts';
import { specificationRoutes } from './modules/groups/specification.routes.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { tradingCalendarRoutes } from './modules/market/trading-calendar.routes.ts';
import { staffRoutes } from './modules/admin/staff.routes.ts';
import { auditRoutes } from './modules/admin/audit.routes.ts';
import { tradersRoutes } from './modules/traders/traders.routes.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { hedgingRoutes } from './modules/hedging/hedging.routes.ts';
import { riskRoutes } from './modules/risk/risk.routes.ts';

export type RouteOptions = { ctx: AppContext } & Services;

/** Every module's routes under /api, each given the services it needs (built once in services.ts); each module adds one line here. */
export async function apiRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  const options: RouteOptions = { ctx, ...services };
  await app.register(healthRoutes, options);
  await app.register(authRoutes, options);
  await app.register(securityRoutes, options);
  await app.register(legalRoutes, options);
  await app.register(profileRoutes, options);
  await app.register(kycRoutes, options);
  await app.register(referralRoutes, options);
  await app.register(bankingRoutes, options);
  await app.register(cashierRoutes, options);
  await app.register(supportRoutes, options);
  await app.register(filesRoutes, options);
  await app.register(marketRoutes, options);
  await app.register(tradingRoutes, options);
  await app.register(accountsRoutes, options);
  await app.register(reportsRoutes, options);
  await app.register(alertsRoutes, options);
  await app.register(notificationsRoutes, options);
  await app.register(chartRoutes, options);
  await app.register(specificationRoutes, options);
  await app.register((backOffice) => backOfficeRoutes(backOffice, options), { prefix: '/admin' });
}

/** Everything under /api/admin: signed-in staff only (a trader's token gets 403), then per-route permissions. */
async function backOfficeRoutes(app: FastifyInstance, options: RouteOptions) {
  const { ctx } = options;
  app.decorateRequest('staffActor', null);
  app.addHook('preValidation', authenticate(ctx));
  app.addHook('preValidation', requireStaff(ctx, options.findStaff));
  await app.register(staffRoutes, options);
  await app.register(auditRoutes, options);
  await app.register(bookRoutes, options);
  await app.register(tradersRoutes, options);
  await app.register(accountsAdminRoutes, options);
  await app.register(kycReviewRoutes, options);
  await app.register(transactionQueueRoutes, options);
  await app.register(payoutRoutes, options);
  await app.register(ticketInboxRoutes, options);
  await app.register(outboxRoutes, options);
  await app.register(groupsRoutes, options);
  await app.register(tradingCalendarRoutes, options);
  await app.register(hedgingRoutes, options);
  await app.register(riskRoutes, options);
}
