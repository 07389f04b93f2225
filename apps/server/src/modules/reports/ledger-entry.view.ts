import type { LedgerEntry } from '@platform/shared/reports';
import { fromCents } from '@platform/shared/money';
import { toIso } from '../../db/now.ts';
import type { LedgerRow } from './ledger-report.repository.ts';
import { statementLineOf } from './statement-lines.ts';

export function ledgerEntryView(row: LedgerRow): LedgerEntry {
  return {
    id: Number(row.id),
    time: toIso(Number(row.created_at)),
    kind: row.kind,
    line: statementLineOf(row.kind),
    amount: fromCents(Number(row.amount_cents)),
    balance_after: fromCents(Number(row.balance_after_cents)),
    ref_type: row.ref_type,
    ref_id: row.ref_id === null ? null : Number(row.ref_id),
    note: row.note,
  };
}
