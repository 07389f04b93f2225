import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PriceAlertRow, PriceAlertsTable } from './alerts.tables.ts';

export async function insertAlert(db: Db, alert: Insertable<PriceAlertsTable>): Promise<PriceAlertRow> {
  return db.insertInto('price_alerts').values(alert).returningAll().executeTakeFirstOrThrow();
}

export async function findUserAlert(db: Db, userId: number, id: number): Promise<PriceAlertRow | undefined> {
  return db.selectFrom('price_alerts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function findAlert(db: Db, id: number): Promise<PriceAlertRow | undefined> {
  return db.selectFrom('price_alerts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listUserAlerts(db: Db, userId: number, limit?: number): Promise<PriceAlertRow[]> {
  return db
    .selectFrom('price_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')

    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute();
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
export async function listActiveAlerts(db: Db): Promise<PriceAlertRow[]> {
  return db.selectFrom('price_alerts').selectAll().where('status', '=', 'active').execute();
}

/** An edit by the owner: a new version, so fires of the old one are ignored. */
export async function updateAlert(db: Db, id: number, patch: Updateable<PriceAlertsTable>, now: number): Promise<PriceAlertRow> {
  return db
    .updateTable('price_alerts')
    .set({ ...patch, version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
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
