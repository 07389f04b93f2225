import type { AppContext } from '../../app-context.ts';
import type { EngineAlerts } from '../../engine-host/engine-host.ts';
import { followAlertChanges, loadAlerts } from './alert-arming.ts';
import { persistAlertEffect } from './alert-effects.ts';

/** Price alerts as the engine host keeps them: armed at load, stored as they fire, followed as their owners edit them. */
export function engineAlertsOf(ctx: AppContext): EngineAlerts {
  return {
    load: loadAlerts,
    persist: persistAlertEffect,
    follow: (engine, onError) => followAlertChanges(ctx.bus, ctx.db, engine, onError),
  };
}
