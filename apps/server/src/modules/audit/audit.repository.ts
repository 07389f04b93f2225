import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuditLogRow } from './audit.tables.ts';
import { likePattern } from '../../lib/staff/search.ts';

export interface AuditRecord {
  actorId: number | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: number | null;
  /** The trading account the action was about (null: none, or the login as a whole). */
  accountId: number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: number | undefined;
  accountId?: number | undefined;
  fromMs?: number | undefined;
  toMs?: number | undefined;
}

/** A recorded staff action, its before and after read back from JSON. */
export interface AuditLogEntry extends AuditRecord {
  id: number;
  createdAt: number;
}

const toJson = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));
const fromJson = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

export function auditLogEntryFromRow(row: AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    accountId: row.account_id,
    before: fromJson(row.before_json),
    after: fromJson(row.after_json),
    ip: row.ip,
    createdAt: row.created_at,
  };
}

/** Appends one entry; callers pass their transaction so the record commits with the action. */
export async function insertAudit(trx: Db, record: AuditRecord, now: number): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      actor_email: record.actorEmail,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      account_id: record.accountId,
      before_json: toJson(record.before),
      after_json: toJson(record.after),
      ip: record.ip,
      created_at: now,
    })
    .execute();
}

export async function listAudit(
  db: Db,
  filter: AuditFilter,
  offset: number,
  limit: number,
): Promise<{ rows: AuditLogEntry[]; total: number }> {
  let query = db.selectFrom('audit_log');
  if (filter.actor) {
    // A number is a staff id; anything else matches the email.
    const actor = filter.actor.trim();
    query = /^\d+$/.test(actor)
      ? query.where('actor_id', '=', Number(actor))
      : query.where(sql`lower(actor_email)`, 'like', sql`${likePattern(actor)} escape '\\'`);
  }
  if (filter.action) query = query.where(sql`lower(action)`, 'like', sql`${likePattern(filter.action, 'prefix')} escape '\\'`);
  if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId !== undefined) query = query.where('target_id', '=', filter.targetId);
  if (filter.accountId !== undefined) query = query.where('account_id', '=', filter.accountId);
  if (filter.fromMs !== undefined) query = query.where('created_at', '>=', filter.fromMs);
  if (filter.toMs !== undefined) query = query.where('created_at', '<=', filter.toMs);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(auditLogEntryFromRow), total: Number(count.total) };
}
