import type { AuditEntry } from '@platform/shared/admin';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/now.ts';
import type { AuditLogRow } from './audit.tables.ts';
import { insertAudit } from './audit.repository.ts';

/** The staff member behind an action, as the audit log names them. */
export interface StaffActor {
  /** null for the command line. */
  id: number | null;
  email: string;
  role: string;
  ip: string | null;
}

export interface AuditedAction {
  action: string;
  targetType: string;
  targetId: number | null;
  before?: unknown;
  after?: unknown;
}

/** Records one staff action inside the caller's transaction. */
export function recordAudit(trx: Db, actor: StaffActor, action: AuditedAction, now: number): Promise<void> {
  return insertAudit(
    trx,
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: action.action,
      targetType: action.targetType,
      targetId: action.targetId,
      before: action.before ?? null,
      after: action.after ?? null,
      ip: actor.ip,
    },
    now,
  );
}

const parse = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: parse(row.before_json),
    after: parse(row.after_json),
    ip: row.ip,
    created_at: toIso(row.created_at),
  };
}
