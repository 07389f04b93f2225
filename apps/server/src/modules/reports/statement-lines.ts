import type { StatementLine } from '@platform/shared/reports';
import type { LedgerKind } from '../../engine-host/engine-host.ts';

/**
 * The one place a ledger kind becomes a statement line. A new kind fails the type check here
 * until it is mapped; a kind the database holds but this build does not know counts as an adjustment.
 */
const lineOfKind: Record<LedgerKind, StatementLine> = {
  deposit: 'deposits',
  withdrawal: 'withdrawals',
  transfer: 'transfers',
  realised_pnl: 'realised_pnl',
  swap: 'swaps',
  commission: 'commissions',
  write_off: 'write_offs',
  adjustment: 'adjustments',
  demo_credit: 'adjustments',
  demo_reset: 'adjustments',
  referral_reward: 'adjustments',
  credit: 'adjustments',
};

export const statementLines: readonly StatementLine[] = [
  'deposits',
  'withdrawals',
  'transfers',
  'realised_pnl',
  'swaps',
  'commissions',
  'write_offs',
  'adjustments',
];

export function statementLineOf(kind: string): StatementLine {
  return (lineOfKind as Record<string, StatementLine | undefined>)[kind] ?? 'adjustments';
}

/** The line titles a reader sees in the CSV and PDF. */
export const statementLineTitles: Record<StatementLine, string> = {
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  transfers: 'Transfers between accounts',
  realised_pnl: 'Realised P/L',
  swaps: 'Swaps',
  commissions: 'Commissions',
  write_offs: 'Write-offs',
  adjustments: 'Adjustments',
};
