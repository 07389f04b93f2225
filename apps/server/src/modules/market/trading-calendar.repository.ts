import type { HolidayRule, SessionRule, TradingCalendar, TripleSwapRule } from '@platform/shared/trading-calendar';
import type { Db } from '../../db/database.ts';

interface Target {
  target_kind: 'path' | 'symbol';
  target: string;
}

export async function readCalendar(db: Db): Promise<TradingCalendar> {
  const [sessions, holidays, triples, zone] = await Promise.all([
    db.selectFrom('trading_sessions').selectAll().orderBy('id').execute(),
    db.selectFrom('trading_holidays').selectAll().orderBy('date').orderBy('id').execute(),
    db.selectFrom('trading_triple_swap_days').selectAll().orderBy('target_kind').orderBy('target').execute(),
    db.selectFrom('trading_calendar').select('time_zone').where('id', '=', 1).executeTakeFirst(),
  ]);
  return {
    timeZone: zone?.time_zone ?? 'UTC',
    sessions: sessions.map((row) => ({
      target_kind: row.target_kind,
      target: row.target,
      kind: row.kind,
      weekday: Number(row.weekday),
      open: Number(row.open_minute),
      close: Number(row.close_minute),
    })),
    holidays: holidays.map((row) => ({
      target_kind: row.target_kind,
      target: row.target,
      date: row.date,
      open: row.open_minute === null ? null : Number(row.open_minute),
      close: row.close_minute === null ? null : Number(row.close_minute),
      name: row.name,
    })),
    tripleSwapDays: triples.map((row) => ({
      target_kind: row.target_kind,
      target: row.target,
      weekday: row.weekday === null ? null : Number(row.weekday),
    })),
  };
}

/**
 * Claims the calendar for one change (the row lock of its one `trading_calendar` row, made if
 * missing): concurrent changes on PostgreSQL then run one after the other, each reading and
 * replacing what the previous one committed.
 */
export async function lockCalendar(trx: Db, now: number): Promise<void> {
  await trx
    .insertInto('trading_calendar')
    .values({ id: 1, time_zone: 'UTC', updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ updated_at: now }))
    .execute();
}

export async function setTimeZone(trx: Db, timeZone: string): Promise<void> {
  await trx.updateTable('trading_calendar').set({ time_zone: timeZone }).where('id', '=', 1).execute();
}

/** Removes one target's rules, or every rule when `target` is null. */
export async function deleteRules(trx: Db, target: Target | null): Promise<void> {
  for (const table of ['trading_sessions', 'trading_holidays', 'trading_triple_swap_days'] as const) {
    let query = trx.deleteFrom(table);
    if (target) query = query.where('target_kind', '=', target.target_kind).where('target', '=', target.target);
    await query.execute();
  }
}

export async function insertRules(
  trx: Db,
  rules: { sessions: SessionRule[]; holidays: HolidayRule[]; tripleSwapDays: TripleSwapRule[] },
): Promise<void> {
  if (rules.sessions.length > 0)
    await trx
      .insertInto('trading_sessions')
      .values(
        rules.sessions.map((s) => ({
          target_kind: s.target_kind,
          target: s.target,
          kind: s.kind,
          weekday: s.weekday,
          open_minute: s.open,
          close_minute: s.close,
        })),
      )
      .execute();
  if (rules.holidays.length > 0)
    await trx
      .insertInto('trading_holidays')
      .values(
        rules.holidays.map((h) => ({
          target_kind: h.target_kind,
          target: h.target,
          date: h.date,
          open_minute: h.open,
          close_minute: h.close,
          name: h.name,
        })),
      )
      .execute();
  if (rules.tripleSwapDays.length > 0)
    await trx
      .insertInto('trading_triple_swap_days')
      .values(rules.tripleSwapDays.map((t) => ({ target_kind: t.target_kind, target: t.target, weekday: t.weekday })))
      .execute();
}
