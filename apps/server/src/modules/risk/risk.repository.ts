import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LimitAction, LimitScope, RiskLimitEventsTable, RiskLimitsTable, RiskSwitchesTable } from './risk.tables.ts';

export interface RiskLimit {
  id: number;
  scope: LimitScope;
  target: string;
  warningCents: number;
  limitCents: number;
  action: LimitAction;
}

export interface RiskSwitch {
  scope: RiskSwitchesTable['scope'];
  target: string;
  mode: RiskSwitchesTable['mode'];
  reason: string;
  setBy: number;
  setByEmail: string;
  setAt: number;
}

const limitFromRow = (row: Selectable<RiskLimitsTable>): RiskLimit => ({
  id: Number(row.id),
  scope: row.scope,
  target: row.target,
  warningCents: Number(row.warning_cents),
  limitCents: Number(row.limit_cents),
  action: row.action,
});

export async function listLimits(db: Db): Promise<RiskLimit[]> {
  return (await db.selectFrom('risk_limits').selectAll().orderBy('scope').orderBy('target').execute()).map(limitFromRow);
}

/** One limit per scope and target: saving again replaces its levels and action. */
export async function saveLimit(db: Db, limit: Omit<RiskLimit, 'id'>, by: number | null, now: number): Promise<RiskLimit> {
  const values = {
    scope: limit.scope,
    target: limit.target,
    warning_cents: limit.warningCents,
    limit_cents: limit.limitCents,
    action: limit.action,
    updated_by: by,
    updated_at: now,
  };
  const existing = await db
    .selectFrom('risk_limits')
    .select('id')
    .where('scope', '=', limit.scope)
    .where('target', '=', limit.target)
    .executeTakeFirst();
  if (existing) await db.updateTable('risk_limits').set(values).where('id', '=', existing.id).execute();
  else await db.insertInto('risk_limits').values(values).execute();
  const row = await db
    .selectFrom('risk_limits')
    .selectAll()
    .where('scope', '=', limit.scope)
    .where('target', '=', limit.target)
    .executeTakeFirstOrThrow();
  return limitFromRow(row);
}

export async function deleteLimit(db: Db, id: number): Promise<RiskLimit | undefined> {
  const row = await db.selectFrom('risk_limits').selectAll().where('id', '=', id).executeTakeFirst();
  if (row) await db.deleteFrom('risk_limits').where('id', '=', id).execute();
  return row ? limitFromRow(row) : undefined;
}

export async function insertLimitEvent(db: Db, event: Insertable<RiskLimitEventsTable>): Promise<void> {
  await db.insertInto('risk_limit_events').values(event).execute();
}

/** The latest crossing per limit: where a new leader's watch starts (it does not tell the desk twice). */
export async function latestLimitEvents(db: Db): Promise<Array<{ limitId: number; level: 'warning' | 'limit'; side: 'long' | 'short' }>> {
  const rows = await db.selectFrom('risk_limit_events').select(['id', 'limit_id', 'level', 'side']).orderBy('id', 'asc').execute();
  const latest = new Map<number, { limitId: number; level: 'warning' | 'limit'; side: 'long' | 'short' }>();
  for (const row of rows) latest.set(Number(row.limit_id), { limitId: Number(row.limit_id), level: row.level, side: row.side });
  return [...latest.values()];
}

export async function countLimitEvents(db: Db, limitId: number): Promise<number> {
  const row = await db
    .selectFrom('risk_limit_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('limit_id', '=', limitId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listSwitches(db: Db): Promise<RiskSwitch[]> {
  const rows = await db
    .selectFrom('risk_switches')
    .leftJoin('users', 'users.id', 'risk_switches.set_by')
    .select([
      'risk_switches.scope',
      'risk_switches.target',
      'risk_switches.mode',
      'risk_switches.reason',
      'risk_switches.set_by',
      'risk_switches.set_at',
      'users.email',
    ])
    .orderBy('risk_switches.set_at', 'desc')
    .execute();
  return rows.map((row) => ({
    scope: row.scope,
    target: row.target,
    mode: row.mode,
    reason: row.reason,
    setBy: Number(row.set_by),
    setByEmail: row.email ?? '',
    setAt: Number(row.set_at),
  }));
}

/** Puts a switch on (replacing one on the same target) or, with mode null, lifts it; returns the one it replaced. */
export async function writeSwitch(
  db: Db,
  input: { scope: RiskSwitch['scope']; target: string; mode: RiskSwitch['mode'] | null; reason: string; setBy: number; setAt: number },
): Promise<{ before: Selectable<RiskSwitchesTable> | undefined }> {
  const before = await db
    .selectFrom('risk_switches')
    .selectAll()
    .where('scope', '=', input.scope)
    .where('target', '=', input.target)
    .executeTakeFirst();
  if (before) await db.deleteFrom('risk_switches').where('id', '=', before.id).execute();
  if (input.mode !== null)
    await db
      .insertInto('risk_switches')
      .values({
        scope: input.scope,
        target: input.target,
        mode: input.mode,
        reason: input.reason,
        set_by: input.setBy,
        set_at: input.setAt,
      })
      .execute();
  return { before };
}
