import type { Bus } from '../../bus/bus.ts';
import type { Db } from '../../db/database.ts';
import type { TradingEngine } from '../../engine/trading-engine.ts';
import { findAlert, listActiveAlerts } from './alert.repository.ts';
import { toEngineAlert } from './alert.view.ts';
import { ALERT_CHANGED_CHANNEL } from './alert-channel.ts';
import { checkStoredAlerts } from './alert-sanity.ts';

/** At engine load: every active alert, armed against the quotes the engine already holds. */
export async function loadAlerts(db: Db, engine: TradingEngine): Promise<void> {
  const { alerts, quotes } = engine.state;
  const rows = await listActiveAlerts(db);
  checkStoredAlerts(rows);
  for (const row of rows) alerts.arm(toEngineAlert(row), quotes.get(row.symbol));
}

/** Brings one alert of the leader's engine in line with storage after the owner changed it. */
export async function syncAlert(db: Db, engine: TradingEngine, alertId: number): Promise<void> {
  const row = await findAlert(db, alertId);
  const { alerts, quotes } = engine.state;
  if (!row || row.status !== 'active') alerts.remove(alertId);
  else alerts.arm(toEngineAlert(row), quotes.get(row.symbol));
}

/** Listens for alert changes from any instance; acts only while this instance leads the engine. */
export function followAlertChanges(bus: Bus, db: Db, engine: () => TradingEngine | null, onError: (error: unknown) => void): () => void {
  return bus.subscribe(ALERT_CHANGED_CHANNEL, (message) => {
    const current = engine();
    if (!current) return;
    void syncAlert(db, current, message.alertId).catch(onError);
  });
}
