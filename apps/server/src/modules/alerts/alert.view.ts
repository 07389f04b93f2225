import type { Alert, AlertStatus } from '@platform/shared/alerts';
import type { EngineAlert } from '../../engine/alerts.ts';
import { fromPoints } from '../../engine/order-rules.ts';
import type { PriceAlertRow } from './alerts.tables.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The stored row as the engine holds it (snake_case ends here). */
export function toEngineAlert(row: PriceAlertRow): EngineAlert {
  return {
    id: row.id,
    userId: row.user_id,
    symbol: row.symbol,
    condition: row.condition,
    pricePts: Number(row.price_pts),
    repeating: Boolean(row.repeating),
    cooldownMs: row.cooldown_seconds * 1000,
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    version: row.version,
    lastTriggeredAt: row.last_triggered_at === null ? null : Number(row.last_triggered_at),
    triggerCount: row.trigger_count,
    digits: row.digits,
    note: row.note,
    createdAt: Number(row.created_at),
  };
}

/** The alert as every call and the 'alert-triggered' event send it. */
export function alertView(alert: EngineAlert, status: AlertStatus): Alert {
  return {
    id: alert.id,
    symbol: alert.symbol,
    condition: alert.condition,
    price: fromPoints(alert.pricePts, alert.digits),
    note: alert.note,
    repeating: alert.repeating,
    cooldown_seconds: alert.cooldownMs / 1000,
    expires_at: iso(alert.expiresAt),
    status,
    trigger_count: alert.triggerCount,
    last_triggered_at: iso(alert.lastTriggeredAt),
    created_at: iso(alert.createdAt)!,
  };
}

export function rowView(row: PriceAlertRow): Alert {
  return alertView(toEngineAlert(row), row.status);
}
