import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { HealthResponse } from '@platform/shared/health';
import type { AppContext } from '../../app-context.ts';

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/health', async (): Promise<HealthResponse> => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok', database: ctx.dialect, bus: ctx.bus.kind, uptime_s: Math.round(process.uptime()) };
  });
}
