import type { Chain } from '@platform/shared/settings';
import { explorerUrl } from '@platform/shared/settings';
import type { TransactionStep } from '@platform/shared/banking';
import { toIso } from '../../db/now.ts';
import type { TransactionRow } from './banking.tables.ts';

type TimelineRow = Pick<
  TransactionRow,
  'status' | 'created_at' | 'review_started_at' | 'reviewed_at' | 'review_note' | 'tx_hash' | 'chain' | 'type'
>;

/** Who took the steps, for the back office (the trader's own view names nobody). */
export interface StepActors {
  reviewStartedBy?: string | null;
  reviewedBy?: string | null;
}

/**
 * A request's steps with their times, from the row that records them: requested, under review
 * (once staff opened it), approved or rejected (with the reason), and for an approved withdrawal
 * paid, with its transaction hash and the chain explorer's page of it.
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
  const steps = [step('requested', row.created_at)];
  if (row.review_started_at !== null) steps.push(step('under_review', row.review_started_at, {}, actors?.reviewStartedBy));
  if (row.reviewed_at === null || row.status === 'pending') return steps;
  if (row.status === 'rejected') return [...steps, step('rejected', row.reviewed_at, { note: row.review_note }, actors?.reviewedBy)];
  steps.push(step('approved', row.reviewed_at, {}, actors?.reviewedBy));
  if (row.type === 'withdrawal' && row.tx_hash)
    steps.push(
      step(
        'paid',
        row.reviewed_at,
        { tx_hash: row.tx_hash, explorer_url: explorerUrl(explorers[row.chain], row.tx_hash) },
        actors?.reviewedBy,
      ),
    );
  return steps;
}
