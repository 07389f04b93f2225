import type { Selectable } from 'kysely';
import type { Id } from '../../db/column-types.ts';

export interface AuditLogTable {
  id: Id;
  actor_id: number | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: number | null;
  /** The trading account the action was about, when it was about one. */
  account_id: number | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
  created_at: number;
}
export type AuditLogRow = Selectable<AuditLogTable>;
