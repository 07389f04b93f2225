import type { Chain } from '@platform/shared/settings';
import { explorerUrl } from '@platform/shared/settings';
import type { TransactionStep } from '@platform/shared/banking';
import { toIso } from '../../db/now.ts';
import type { Transaction } from './banking.repository.ts';

type TimelineRow = Pick<
  Transaction,
  | 'status'
  | 'createdAt'
  | 'reviewStartedAt'
  | 'reviewedAt'
  | 'reviewNote'
  | 'txHash'
  | 'chain'
  | 'type'
  | 'feeRaisedAt'
  | 'sentTxHash'
  | 'raisedTxHash'
>;

/** Who took the steps, for the back office (the trader's own view names nobody). */
export interface StepActors {
  reviewStartedBy?: string | null;
  reviewedBy?: string | null;
}

/**
 * A request's steps with their times, from the row that records them: requested, under review
 * (once staff opened it), approved or rejected (with the reason), and for an approved withdrawal
 * paid, with its transaction hash and the chain explorer's page of it (and, while the platform's own
 * payout confirms, sent with its hash; once it was sent again at a higher fee, that step with the new hash).
 */
export function transactionTimeline(row: TimelineRow, explorers: Record<Chain, string>, actors?: StepActors): TransactionStep[] {
  const step = (name: TransactionStep['step'], at: number, extra: Partial<TransactionStep> = {}, by?: string | null): TransactionStep => ({
    step: name,
    at: toIso(at),
    note: null,
    tx_hash: null,
    explorer_url: null,
    ...(actors ? { by: by ?? null } : {}),
    ...extra,
  });
  const steps = [step('requested', row.createdAt)];
  if (row.reviewStartedAt !== null) steps.push(step('under_review', row.reviewStartedAt, {}, actors?.reviewStartedBy));
  // The platform's own payout on its way: sent, with its hash, until the chain confirms it.
  // Each step names the transaction it sent (the first signature, the fee raise's); `paid` the one mined.
  const hashed = (hash: string) => ({ tx_hash: hash, explorer_url: explorerUrl(explorers[row.chain], hash) });
  if (row.status === 'pending' && row.type === 'withdrawal' && row.txHash)
    steps.push(step('sent', row.reviewStartedAt ?? row.createdAt, hashed(row.sentTxHash ?? row.txHash)));
  if (row.type === 'withdrawal' && row.feeRaisedAt !== null && row.txHash)
    steps.push(step('fee_raised', row.feeRaisedAt, hashed(row.raisedTxHash ?? row.txHash)));
  if (row.reviewedAt === null || row.status === 'pending') return steps;
  if (row.status === 'cancelled') return [...steps, step('cancelled', row.reviewedAt)];
  if (row.status === 'rejected') return [...steps, step('rejected', row.reviewedAt, { note: row.reviewNote }, actors?.reviewedBy)];
  steps.push(step('approved', row.reviewedAt, {}, actors?.reviewedBy));
  if (row.type === 'withdrawal' && row.txHash) steps.push(step('paid', row.reviewedAt, hashed(row.txHash), actors?.reviewedBy));
  return steps;
}
