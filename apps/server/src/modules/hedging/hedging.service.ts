import type { AppContext } from '../../app-context.ts';
import type { MarketService } from '../market/public.ts';
import type { PersistJob } from '../../engine-host/engine-host.ts';
import { clientFillsOf } from './client-fill.ts';
import type { HedgeService } from './hedge.service.ts';
import './hedging.channels.ts';

interface CommittedResults {
  onCommitted(listener: (job: PersistJob) => void): () => void;
}

export interface Hedging {
  /** Null when no LP is configured (FIX_HOST unset): every fill stays on the book. */
  service: HedgeService | null;
  stop(): Promise<void>;
}

/**
 * Wires hedging when an LP is configured: the engine's committed fills go onto the bus (the
 * engine's instance only publishes; the hedge leader, maybe another instance, routes them).
 */
export async function startHedging(ctx: AppContext, market: MarketService, engine: CommittedResults): Promise<Hedging> {
  const settings = ctx.config.fix;
  if (!settings) return { service: null, stop: async () => {} };
  const stopPublishing = engine.onCommitted((job) => {
    const fills = clientFillsOf(job.effects);
    if (fills.length > 0) ctx.bus.publish('hedging.client-fills', fills);
  });
  // Loaded only when an LP is configured: the FIX engine costs about a second of start-up to import.
  const { startHedgeService } = await import('./hedge.service.ts');
  const service = await startHedgeService(ctx, market, settings);
  return {
    service,
    async stop() {
      stopPublishing();
      await service.stop();
    },
  };
}
