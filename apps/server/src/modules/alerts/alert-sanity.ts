import type { PriceAlert } from './alert.repository.ts';

const fine = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * The start-up check of stored alerts, like the orders' (storage-sanity): the engine refuses to arm
 * a price or cool-down that is not a whole number in range, naming every row it found.
 */
export function checkStoredAlerts(alerts: PriceAlert[]): void {
  const bad: string[] = [];
  for (const alert of alerts) {
    const pricePts = Number(alert.pricePts);
    if (!fine(pricePts) || pricePts <= 0) bad.push(`price_alerts(id=${alert.id}).price_pts=${String(alert.pricePts)}`);
    if (!fine(alert.cooldownSeconds)) bad.push(`price_alerts(id=${alert.id}).cooldown_seconds=${String(alert.cooldownSeconds)}`);
  }
  if (bad.length > 0)
    throw new Error(`Refusing to start the trading engine: stored values are not finite whole numbers in range: ${bad.join(', ')}`);
}
