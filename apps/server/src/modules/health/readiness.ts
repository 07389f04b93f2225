import { sql } from 'kysely';
import type { ReadinessPart, ReadinessResponse } from '@platform/shared/health';
import type { AppContext } from '../../app-context.ts';
import type { MarketService } from '../market/public.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';

const DATABASE_CHECK_MS = 1500;

async function databaseReachable(ctx: AppContext): Promise<{ ok: boolean; detail: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_CHECK_MS} ms`)), DATABASE_CHECK_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(ctx.db), timeout]);
    return { ok: true, detail: ctx.dialect };
  } catch (error) {
    return { ok: false, detail: `database unreachable: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance can serve traders now: the database answers, the bus listens on every
 * channel, prices are fresh in every open market, and trading calls have an engine to run on.
 */
export async function checkReadiness(ctx: AppContext, market: MarketService, engineHost: EngineHost): Promise<ReadinessResponse> {
  const bus = ctx.bus.state();
  const stale = Object.entries(market.tickAges())
    .filter(([, { open, ageMs }]) => open && (ageMs === null || ageMs > ctx.config.readyMaxTickAgeMs))
    .map(([category, { ageMs }]) => `${category} ${ageMs === null ? 'no tick yet' : `last tick ${Math.round(ageMs / 1000)} s ago`}`);
  const noFeed = ctx.config.feed.kind === 'none';
  const engine = engineHost.reachable();
  const checks: ReadinessResponse['checks'] = {
    database: await databaseReachable(ctx),
    bus: bus.subscribed
      ? { ok: true, detail: ctx.bus.kind }
      : { ok: false, detail: bus.connected ? `not subscribed to ${bus.missing.join(', ')}` : 'Redis unreachable' },
    ticks:
      noFeed || stale.length === 0
        ? { ok: true, detail: noFeed ? 'no feed configured' : 'fresh' }
        : { ok: false, detail: `stale prices: ${stale.join('; ')}` },
    engine: engine ? { ok: true, detail: 'reachable' } : { ok: false, detail: 'no trading engine reachable' },
  };
  const failing = (Object.keys(checks) as ReadinessPart[]).filter((part) => !checks[part].ok);
  return { status: failing.length === 0 ? 'ready' : 'not_ready', failing, checks };
}
