import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthResponseSchema, liveResponseSchema, readinessResponseSchema, type HealthResponse } from '@platform/shared/health';
import type { AppContext } from '../../app-context.ts';
import type { MarketService } from '../market/public.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';
import { failures, precompiled } from '../../plugins/route-schemas.ts';
import { checkReadiness } from './readiness.ts';

export async function healthRoutes(
  fastify: FastifyInstance,
  { ctx, market, engineHost }: { ctx: AppContext; market: MarketService; engineHost: EngineHost },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The process answers: a load balancer restarts it when this fails. */
  app.get(
    '/health/live',
    { logLevel: 'silent', schema: { response: { 200: precompiled(liveResponseSchema), ...failures } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  /** Can serve traders now: a load balancer sends traffic only while this answers 200. */
  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema, ...failures } } },
    async (_request, reply) => {
      const readiness = await checkReadiness(ctx, market, engineHost);
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );

  /** What this instance is and does: roles, price freshness, bus state. */
  app.get('/health', { schema: { response: { 200: healthResponseSchema, ...failures } } }, async () => {
    await sql`select 1`.execute(ctx.db);
    const bus = ctx.bus.state();
    const ticks: HealthResponse['ticks'] = {};
    for (const [category, { ageMs, open }] of Object.entries(market.tickAges())) ticks[category] = { age_ms: ageMs, market_open: open };
    return {
      status: 'ok' as const,
      database: ctx.dialect,
      bus: ctx.bus.kind,
      uptime_s: Math.round(process.uptime()),
      cluster: ctx.config.clusterName,
      roles: { engine_leader: engineHost.runtime.isLeader(), feed_leader: market.runsFeed() },
      ticks,
      bus_state: {
        connected: bus.connected,
        subscribed: bus.subscribed,
        missing_channels: bus.missing,
        reconnects: bus.reconnects,
        failed_publishes: bus.failedPublishes,
      },
    };
  });
}
