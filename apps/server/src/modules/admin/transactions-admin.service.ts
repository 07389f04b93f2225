import type { PageQuery } from '@platform/shared/admin';
import { fromCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { approveDeposit, approveWithdrawal, rejectDeposit, rejectWithdrawal } from '../banking/banking-review.service.ts';
import { findTransaction } from '../banking/banking.repository.ts';
import type { TransactionRow } from '../banking/banking.tables.ts';
import type { StaffActor } from '../audit/audit.service.ts';
import { auditWithin } from './audit-within.ts';
import { listAdminTransactions, type TransactionFilter } from './transactions-admin.repository.ts';
import { offsetOf, toPage } from './paging.ts';

const snapshot = (row: TransactionRow) => ({
  type: row.type,
  user_id: row.user_id,
  amount: fromCents(row.amount_cents),
  status: row.status,
  tx_hash: row.tx_hash,
  review_note: row.review_note,
});

/** Deposit and withdrawal verdicts: the banking module moves the money and tells the trader; this audits. */
export function createTransactionsAdminService(ctx: AppContext) {
  async function list(filter: TransactionFilter, query: PageQuery) {
    const { items, total } = await listAdminTransactions(ctx.db, filter, offsetOf(query), query.page_size);
    return toPage(items, total, query);
  }

  async function existing(id: number): Promise<TransactionRow> {
    const row = await findTransaction(ctx.db, id);
    if (!row) throw AppError.notFound('Transaction not found.');
    return row;
  }

  /** The audit entry, written in the banking module's transaction so it commits with the verdict. */
  const auditVerdict = (actor: StaffActor, id: number, action: string) =>
    auditWithin<TransactionRow>(ctx, actor, (before, after) => ({
      action,
      targetType: 'transaction',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    }));

  async function approve(actor: StaffActor, id: number, txHash: string | undefined) {
    if (actor.id === null) throw AppError.forbidden();
    const { type } = await existing(id);
    const audit = auditVerdict(actor, id, `${type}.approve`);
    let after: TransactionRow;
    if (type === 'withdrawal') {
      if (!txHash) throw AppError.validation({ tx_hash: ['Enter the transaction hash of the payment.'] });
      after = await approveWithdrawal(ctx, id, actor.id, txHash, audit);
    } else {
      after = await approveDeposit(ctx, id, actor.id, audit);
    }
    return { id, status: after.status, tx_hash: after.tx_hash };
  }

  async function reject(actor: StaffActor, id: number, reason: string) {
    if (actor.id === null) throw AppError.forbidden();
    const { type } = await existing(id);
    const audit = auditVerdict(actor, id, `${type}.reject`);
    const after =
      type === 'withdrawal'
        ? await rejectWithdrawal(ctx, id, actor.id, reason, audit)
        : await rejectDeposit(ctx, id, actor.id, reason, audit);
    return { id, status: after.status, review_note: after.review_note };
  }

  return { list, approve, reject };
}
