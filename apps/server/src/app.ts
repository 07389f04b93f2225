import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Config } from './config/config.ts';
import type { AppContext, CoreContext } from './app-context.ts';
import { createSettingsStore } from './modules/settings/settings.store.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { createGroupCatalogue } from './modules/groups/group-catalogue.ts';
import { createAccountRefCache } from './modules/accounts/account-ref-cache.ts';
import { followAccountChanges } from './modules/accounts/account-ref-follow.ts';
import { createSmtpTransport } from './modules/mail/smtp-transport.ts';
import { findUserById } from './modules/auth/user.repository.ts';
import { openDatabase, ensurePostgresSchema } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createPasswordHasher } from './modules/auth/password.ts';
import { createMemoryBus, type Bus } from './bus/bus.ts';
import { createRedisBus } from './bus/redis-bus.ts';
import { createMemoryRateLimiters } from './lib/rate-limiter.ts';
import { createRedisRateLimiters } from './lib/redis-rate-limiter.ts';
import { registerPlainText } from './plugins/plain-text.ts';
import { registerErrorHandler } from './errors/error-handler.ts';
import { registerRouteSchemas } from './plugins/route-schemas.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { AccessLog, requestLoggerFactory } from './plugins/request-log.ts';
import { registerCompression } from './plugins/compression.ts';
import { apiRoutes } from './api-routes.ts';
import { registerMetrics } from './modules/health/metrics.ts';
import { startServices, type Services } from './services.ts';

export interface BuildOptions {
  clock?: Clock;
  bus?: Bus;
  /** Tests turn the market feed and background jobs off and drive them by hand. */
  startBackground?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  services: Services;
}

/** Builds the whole server (storage, modules, SPA) without listening; `inject` tests use it as is. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const log = pino({ level: config.logLevel });
  if (config.databaseUrl && config.databaseSchema) await ensurePostgresSchema(config.databaseUrl, config.databaseSchema);
  const { db, dialect } = openDatabase({
    ...config,
    applicationName: `${config.clusterName}:${process.pid}`,
    onPoolError: (error) =>
      log.warn(
        { err: { message: error.message, code: (error as { code?: string }).code } },
        'database connection lost; the pool reconnects',
      ),
  });
  await migrateToLatest(db, dialect === 'postgres' ? config.databaseSchema : undefined);

  const core: CoreContext = {
    config,
    db,
    dialect,
    clock: options.clock ?? systemClock,
    hasher: createPasswordHasher(config.argon2),
    bus: options.bus ?? (config.redisUrl ? createRedisBus(config.redisUrl, `${config.clusterName}:`, log) : createMemoryBus()),
    rateLimiters: config.redisUrl
      ? createRedisRateLimiters(config.redisUrl, log, `${config.clusterName}:rate:`)
      : createMemoryRateLimiters(),
    log,
  };
  // Built once per instance and shared by every module (no service is memoized elsewhere).
  const ctx: AppContext = {
    ...core,
    settings: createSettingsStore(core),
    sessions: createSessionCache(core),
    groups: createGroupCatalogue(core),
    accountRefs: createAccountRefCache(),
    mail: {
      transport: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : null,
      recipient: async (userId) => {
        const user = await findUserById(db, userId);
        return (
          user && {
            email: user.email,
            name: user.firstName || user.name,
            language: user.language,
            emailVerified: user.emailVerifiedAt !== null,
          }
        );
      },
    },
  };
  followAccountChanges(ctx.accountRefs, ctx.bus);

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; otherwise the socket's address.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    logController: new AccessLog(),
    childLoggerFactory: requestLoggerFactory(),
  });
  app.decorateRequest('authUser', null);
  registerErrorHandler(app);
  registerRouteSchemas(app);
  registerPlainText(app);
  registerSecurityHeaders(app);
  registerCompression(app);

  const services = await startServices(ctx, { startBackground: options.startBackground ?? true });
  const metrics = registerMetrics(app, ctx, services);
  const attachServices = services.attachSocket?.bind(services);
  services.attachSocket = (io) => {
    attachServices?.(io);
    metrics.attachSocket(io);
  };
  await app.register(apiRoutes, { prefix: '/api', ctx, services });
  await registerSpa(app, config.webDist);

  app.addHook('onClose', async () => {
    await services.stop();
    await ctx.bus.close();
    await ctx.rateLimiters.close();
    await db.destroy();
  });
  return { app, ctx, services };
}
