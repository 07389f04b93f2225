import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { HealthResponse, ReadinessResponse } from '@platform/shared/health';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { checkReadiness } from './readiness.ts';

export async function healthRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  /** The process answers: a load balancer restarts it when this fails. */
  app.get('/health/live', { logLevel: 'silent' }, async () => ({ status: 'ok' as const }));

  /** Can serve traders now: a load balancer sends traffic only while this answers 200. */
  app.get('/health/ready', async (_request, reply): Promise<ReadinessResponse> => {
    const readiness = await checkReadiness(ctx, services);
    reply.status(readiness.status === 'ready' ? 200 : 503);
    return readiness;
  });

  /** What this instance is and does: roles, price freshness, bus state. */
  app.get('/health', async (): Promise<HealthResponse> => {
    await sql`select 1`.execute(ctx.db);
    const bus = ctx.bus.state();
    const ticks: HealthResponse['ticks'] = {};
    for (const [category, { ageMs, open }] of Object.entries(services.market.tickAges()))
      ticks[category] = { age_ms: ageMs, market_open: open };
    return {
      status: 'ok',
      database: ctx.dialect,
      bus: ctx.bus.kind,
      uptime_s: Math.round(process.uptime()),
      cluster: ctx.config.clusterName,
      roles: { engine_leader: services.trading.runtime.isLeader(), feed_leader: services.market.runsFeed() },
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
