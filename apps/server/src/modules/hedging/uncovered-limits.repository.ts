import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HedgeUncoveredEventsTable, HedgeUncoveredLimitsTable } from './hedging.tables.ts';

/** A dealer's threshold on uncovered exposure, in USD cents of notional. */
export interface UncoveredThreshold {
  id: number;
  scope: HedgeUncoveredLimitsTable['scope'];
  target: string;
  thresholdCents: number;
}

type LimitRow = Selectable<HedgeUncoveredLimitsTable>;

const fromRow = (row: LimitRow): UncoveredThreshold => ({
  id: Number(row.id),
  scope: row.scope,
  target: row.target,
  thresholdCents: Number(row.threshold_cents),
});

export async function listUncoveredLimits(db: Db): Promise<UncoveredThreshold[]> {
  return (await db.selectFrom('hedge_uncovered_limits').selectAll().orderBy('scope').orderBy('target').execute()).map(fromRow);
}

export async function findUncoveredLimit(db: Db, id: number): Promise<UncoveredThreshold | undefined> {
  const row = await db.selectFrom('hedge_uncovered_limits').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export async function findUncoveredLimitOf(
  db: Db,
  scope: UncoveredThreshold['scope'],
  target: string,
): Promise<UncoveredThreshold | undefined> {
  const row = await db
    .selectFrom('hedge_uncovered_limits')
    .selectAll()
    .where('scope', '=', scope)
    .where('target', '=', target)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** One threshold per scope and target: saving again replaces it. */
export async function saveUncoveredLimit(
  db: Db,
  limit: Omit<UncoveredThreshold, 'id'>,
  by: number | null,
  now: number,
): Promise<UncoveredThreshold> {
  const values = { scope: limit.scope, target: limit.target, threshold_cents: limit.thresholdCents, updated_by: by, updated_at: now };
  const row = await db
    .insertInto('hedge_uncovered_limits')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['scope', 'target']).doUpdateSet({ threshold_cents: limit.thresholdCents, updated_by: by, updated_at: now }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return fromRow(row);
}

export async function deleteUncoveredLimit(db: Db, id: number): Promise<void> {
  await db.deleteFrom('hedge_uncovered_limits').where('id', '=', id).execute();
  await db.deleteFrom('hedge_uncovered_events').where('limit_id', '=', id).execute();
}

export async function insertUncoveredEvent(db: Db, event: Omit<Insertable<HedgeUncoveredEventsTable>, 'id'>): Promise<number> {
  const row = await db.insertInto('hedge_uncovered_events').values(event).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Each threshold's latest event: crossed and not re-armed since means the desk has been told. */
export async function latestUncoveredEvents(db: Db): Promise<Map<number, { kind: 'crossed' | 'rearmed'; side: 'long' | 'short' }>> {
  const rows = await db.selectFrom('hedge_uncovered_events').select(['limit_id', 'kind', 'side']).orderBy('id', 'asc').execute();
  const latest = new Map<number, { kind: 'crossed' | 'rearmed'; side: 'long' | 'short' }>();
  for (const row of rows) latest.set(Number(row.limit_id), { kind: row.kind, side: row.side });
  return latest;
}
