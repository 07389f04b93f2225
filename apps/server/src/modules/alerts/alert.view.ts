import { ALERT_COOLDOWN_MIN_SECONDS, type Alert, type AlertStatus } from '@platform/shared/alerts';
import type { EngineAlert } from '../../engine/alerts.ts';
import { fromPoints } from '../../engine/order-rules.ts';
import type { PriceAlert } from './alert.repository.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The stored alert as the engine holds it. */
export function toEngineAlert(row: PriceAlert): EngineAlert {
  return {
    id: row.id,
    userId: row.userId,
    accountId: row.accountId,
    symbol: row.symbol,
    condition: row.condition,
    pricePts: Number(row.pricePts),
    repeating: Boolean(row.repeating),
    // Rows stored before the minimum existed (0 s) fire no faster than the minimum either.
    cooldownMs: Math.max(row.cooldownSeconds, ALERT_COOLDOWN_MIN_SECONDS) * 1000,
    expiresAt: row.expiresAt === null ? null : Number(row.expiresAt),
    version: row.version,
    lastTriggeredAt: row.lastTriggeredAt === null ? null : Number(row.lastTriggeredAt),
    triggerCount: row.triggerCount,
    digits: row.digits,
    note: row.note,
    createdAt: Number(row.createdAt),
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

export function rowView(row: PriceAlert): Alert {
  return alertView(toEngineAlert(row), row.status);
}
