import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { AlertCondition, AlertStatus } from '@platform/shared/alerts';
import { toColumns, type Camelized } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import type { PriceAlertsTable } from './alerts.tables.ts';

/** A trader's price alert as stored (the engine arms its own EngineAlert from it). */
export interface PriceAlert {
  id: number;
  userId: number;
  accountId: number;
  symbol: string;
  condition: AlertCondition;
  pricePts: number;
  digits: number;
  note: string;
  /** 1 = fires at every crossing (after the cool-down), 0 = once. */
  repeating: number;
  cooldownSeconds: number;
  expiresAt: number | null;
  status: AlertStatus;
  triggerCount: number;
  lastTriggeredAt: number | null;
  /** Bumped by every edit; the engine's fires carry the version they were armed with. */
  version: number;
  createdAt: number;
  updatedAt: number;
}

export function priceAlertFromRow(row: Selectable<PriceAlertsTable>): PriceAlert {
  return {
    id: row.id,
    userId: row.user_id,
    accountId: Number(row.account_id),
    symbol: row.symbol,
    condition: row.condition,
    pricePts: row.price_pts,
    digits: row.digits,
    note: row.note,
    repeating: row.repeating,
    cooldownSeconds: row.cooldown_seconds,
    expiresAt: row.expires_at,
    status: row.status,
    triggerCount: row.trigger_count,
    lastTriggeredAt: row.last_triggered_at,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertAlert(db: Db, alert: Camelized<Insertable<PriceAlertsTable>>): Promise<PriceAlert> {
  const row = await db
    .insertInto('price_alerts')
    .values(toColumns<Insertable<PriceAlertsTable>>(alert))
    .returningAll()
    .executeTakeFirstOrThrow();
  return priceAlertFromRow(row);
}

/** One alert of a trading account; another account's (even the same trader's) is not found. */
export async function findAccountAlert(db: Db, accountId: number, id: number): Promise<PriceAlert | undefined> {
  const row = await db.selectFrom('price_alerts').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return row && priceAlertFromRow(row);
}

export async function findAlert(db: Db, id: number): Promise<PriceAlert | undefined> {
  const row = await db.selectFrom('price_alerts').selectAll().where('id', '=', id).executeTakeFirst();
  return row && priceAlertFromRow(row);
}

export async function listAccountAlerts(db: Db, accountId: number, limit?: number): Promise<PriceAlert[]> {
  const rows = await db
    .selectFrom('price_alerts')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')

    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute();
  return rows.map(priceAlertFromRow);
}

export async function countActiveAlerts(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('price_alerts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every armed alert, for the engine at load. */
export async function listActiveAlerts(db: Db): Promise<PriceAlert[]> {
  const rows = await db.selectFrom('price_alerts').selectAll().where('status', '=', 'active').execute();
  return rows.map(priceAlertFromRow);
}

/** An edit by the owner: a new version, so fires of the old one are ignored. */
export async function updateAlert(db: Db, id: number, patch: Camelized<Updateable<PriceAlertsTable>>, now: number): Promise<PriceAlert> {
  const row = await db
    .updateTable('price_alerts')
    .set({ ...toColumns<Updateable<PriceAlertsTable>>(patch), version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return priceAlertFromRow(row);
}

export async function deleteAlert(db: Db, id: number): Promise<void> {
  await db.deleteFrom('price_alerts').where('id', '=', id).execute();
}

/** Records a fire of the version the engine armed; false when the alert was edited, deleted or already recorded. */
export async function recordAlertFired(db: Db, id: number, version: number, repeating: boolean, at: number): Promise<boolean> {
  const result = await db
    .updateTable('price_alerts')
    .set({
      status: repeating ? 'active' : 'triggered',
      trigger_count: sql<number>`trigger_count + 1`,
      last_triggered_at: at,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('last_triggered_at', 'is', null), eb('last_triggered_at', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recordAlertExpired(db: Db, id: number, version: number, at: number): Promise<void> {
  await db
    .updateTable('price_alerts')
    .set({ status: 'expired', updated_at: at })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', 'active')
    .execute();
}
