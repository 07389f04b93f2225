import type { PageQuery } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { transactionVerdict } from './banking-review.service.ts';
import { findTransaction } from './banking.repository.ts';
import type { Transaction } from './banking.repository.ts';
import type { StaffActor } from '../audit/public.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';
import { listAdminTransactions, monthlyTotals, startReview, type TransactionFilter } from './transaction-queue.repository.ts';
import { toAdminTransactionItem } from './transaction-queue.view.ts';
import { offsetOf, toPage } from '../../lib/staff/paging.ts';

/** Deposit and withdrawal verdicts: the banking module moves the money (through the engine), tells the trader and audits. */
export function createTransactionQueueService(ctx: AppContext, engineHost: EngineHost) {
  async function list(filter: TransactionFilter, query: PageQuery) {
    const { explorers } = await ctx.settings.get();
    const { items, total } = await listAdminTransactions(ctx.db, filter, offsetOf(query), query.page_size);
    return toPage(
      items.map((item) => toAdminTransactionItem(item, explorers)),
      total,
      query,
    );
  }

  /** Staff opened the request: its timeline shows it under review from now, by them (once). */
  async function beginReview(actor: StaffActor, id: number) {
    if (actor.id === null) throw AppError.forbidden();
    await existing(id);
    await startReview(ctx.db, id, actor.id, ctx.clock.now());
    const { explorers } = await ctx.settings.get();
    const { items } = await listAdminTransactions(ctx.db, { type: 'all', status: 'all', id }, 0, 1);
    return toAdminTransactionItem(items[0]!, explorers);
  }

  /** Pending, paid and rejected amounts per month over every trader. */
  const totals = () => monthlyTotals(ctx.db, ctx.dialect);

  async function existing(id: number): Promise<Transaction> {
    const row = await findTransaction(ctx.db, id);
    if (!row) throw AppError.notFound('Transaction not found.');
    return row;
  }

  /** One leader command, which reads the request once and tells a deposit from a withdrawal itself. */
  async function decide(
    actor: StaffActor,
    id: number,
    verdict: { status: 'approved' | 'rejected'; note: string | null; txHash: string | null },
    key: string | null,
  ) {
    if (actor.id === null) throw AppError.forbidden();
    return engineHost.run(transactionVerdict, { txId: id, type: null, staffId: actor.id, ...verdict, auditActor: actor, key });
  }

  async function approve(actor: StaffActor, id: number, txHash: string | undefined, key: string | null = null) {
    const after = await decide(actor, id, { status: 'approved', note: null, txHash: txHash ?? null }, key);
    return { id, status: after.status, tx_hash: after.txHash };
  }

  async function reject(actor: StaffActor, id: number, reason: string, key: string | null = null) {
    const after = await decide(actor, id, { status: 'rejected', note: reason, txHash: null }, key);
    return { id, status: after.status, review_note: after.reviewNote };
  }

  return { list, beginReview, totals, approve, reject };
}
