import type { LedgerEntry } from '@platform/shared/reports';
import { fromCents } from '@platform/shared/money';
import { toIso } from '../../db/now.ts';
import type { LedgerEntry as StoredLedgerEntry } from '../../engine-host/engine-host.ts';
import { statementLineOf } from './statement-lines.ts';

export function ledgerEntryView(row: StoredLedgerEntry): LedgerEntry {
  return {
    id: Number(row.id),
    time: toIso(Number(row.createdAt)),
    kind: row.kind,
    line: statementLineOf(row.kind),
    amount: fromCents(Number(row.amountCents)),
    balance_after: fromCents(Number(row.balanceAfterCents)),
    ref_type: row.refType,
    ref_id: row.refId === null ? null : Number(row.refId),
    note: row.note,
  };
}
