import { z } from 'zod';
import type { AuditEntry } from '@platform/shared/admin';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/now.ts';
import { insertAudit, type AuditLogEntry } from './audit.repository.ts';

/** The staff member behind an action, as the audit log names them (and as it travels to the engine's instance). */
export const staffActorSchema = z.object({
  /** null for the command line. */
  id: z.number().int().nullable(),
  email: z.string(),
  role: z.string(),
  ip: z.string().nullable(),
});
export type StaffActor = z.output<typeof staffActorSchema>;

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

export function toAuditEntry(entry: AuditLogEntry): AuditEntry {
  return {
    id: entry.id,
    actor_id: entry.actorId,
    actor_email: entry.actorEmail,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    before: entry.before,
    after: entry.after,
    ip: entry.ip,
    created_at: toIso(entry.createdAt),
  };
}
