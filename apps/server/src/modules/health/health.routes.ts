import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { HealthResponse, LiveResponse } from '@platform/shared/health';
import type { AppContext } from '../../app-context.ts';

const LIVE: LiveResponse = { status: 'ok' };

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Liveness: nothing but the event loop answering; probes hit it often, so it is not logged.
  app.get('/health/live', { logLevel: 'silent' }, async (): Promise<LiveResponse> => LIVE);

  app.get('/health', async (): Promise<HealthResponse> => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok', database: ctx.dialect, bus: ctx.bus.kind, uptime_s: Math.round(process.uptime()) };
  });
}
