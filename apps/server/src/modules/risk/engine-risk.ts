import type { AppContext } from '../../app-context.ts';
import type { EngineRisk } from '../../engine-host/engine-host.ts';
import { listSwitches } from './risk.repository.ts';

/** The dealer's switches as the engine host loads them: a new leader trades with every switch in force. */
export function engineRiskOf(ctx: AppContext): EngineRisk {
  return {
    async load(engine) {
      for (const row of await listSwitches(ctx.db)) engine.setDealerSwitch(row.scope, row.target, row.mode);
    },
  };
}
