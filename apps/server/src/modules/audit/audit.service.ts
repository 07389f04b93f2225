import type { AuditEntry } from '@platform/shared/admin';
import { accountNumberOf } from '@platform/shared/trading-accounts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/now.ts';
import { insertAudit, type AuditLogEntry } from './audit.repository.ts';

export { staffActorSchema, type StaffActor } from '../../lib/staff/staff-actor.ts';
import type { StaffActor } from '../../lib/staff/staff-actor.ts';

export interface AuditedAction {
  action: string;
  targetType: string;
  targetId: number | null;
  /** The trading account the action was about (a trader's several accounts tell apart in the log). */
  accountId?: number | null;
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
      accountId: action.accountId ?? null,
      before: action.before ?? null,
      after: action.after ?? null,
      ip: actor.ip,
    },
    now,
  );
}

export function toAuditEntry(entry: AuditLogEntry): AuditEntry {
  return {
    id: entry.id,
    actor_id: entry.actorId,
    actor_email: entry.actorEmail,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    account_id: entry.accountId,
    account_number: entry.accountId === null ? null : accountNumberOf(entry.accountId),
    before: entry.before,
    after: entry.after,
    ip: entry.ip,
    created_at: toIso(entry.createdAt),
  };
}
