import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Services } from './services.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { securityRoutes } from './modules/auth/security.routes.ts';
import { legalRoutes } from './modules/settings/legal.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { referralRoutes } from './modules/referral/referral.routes.ts';
import { bankingRoutes } from './modules/banking/banking.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { filesRoutes } from './uploads/files.routes.ts';
import { marketRoutes } from './modules/market/market.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { tradingRoutes } from './modules/trading/trading.routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { chartRoutes } from './modules/chart/chart.routes.ts';

export interface RouteOptions {
  ctx: AppContext;
  services: Services;
}

/** Every module's routes under /api; each module adds one line here. */
export async function apiRoutes(app: FastifyInstance, { ctx, services }: RouteOptions) {
  const options: RouteOptions = { ctx, services };
  await app.register(healthRoutes, options);
  await app.register(authRoutes, options);
  await app.register(securityRoutes, options);
  await app.register(legalRoutes, options);
  await app.register(profileRoutes, options);
  await app.register(kycRoutes, options);
  await app.register(referralRoutes, options);
  await app.register(bankingRoutes, options);
  await app.register(supportRoutes, options);
  await app.register(filesRoutes, options);
  await app.register(marketRoutes, options);
  await app.register(tradingRoutes, options);
  await app.register(accountsRoutes, options);
  await app.register(reportsRoutes, options);
  await app.register(alertsRoutes, options);
  await app.register(chartRoutes, options);
  await app.register(adminRoutes, { ...options, prefix: '/admin' });
}
