import type { AppContext } from '../../app-context.ts';
import { recordAudit, type AuditedAction, type StaffActor } from '../audit/audit.service.ts';

/**
 * Records an action that another module's service committed in its own transaction (the KYC,
 * banking and support review functions take no transaction). Written right after the commit;
 * a failure here is logged loudly, the decision itself stands.
 */
export async function auditAfterCommit(ctx: AppContext, actor: StaffActor, action: AuditedAction): Promise<void> {
  try {
    await recordAudit(ctx.db, actor, action, ctx.clock.now());
  } catch (error) {
    ctx.log.error({ err: error, actor: actor.email, action }, 'AUDIT WRITE FAILED after a committed staff action');
    throw error;
  }
}
