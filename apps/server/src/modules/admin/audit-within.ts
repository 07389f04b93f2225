import type { AppContext } from '../../app-context.ts';
import type { InTransaction } from '../../db/in-transaction.ts';
import { recordAudit, type AuditedAction, type StaffActor } from '../audit/public.ts';

/**
 * The hook that writes a staff action's audit entry inside the transaction of the module that
 * performs it (KYC, banking, support, market), so the action and its record commit or roll back together.
 */
export function auditWithin<T>(
  ctx: AppContext,
  actor: StaffActor,
  describe: (before: T, after: T) => AuditedAction,
): Required<InTransaction<T>> {
  return {
    withinTransaction: (trx, before, after) => recordAudit(trx, actor, describe(before, after), ctx.clock.now()),
  };
}
