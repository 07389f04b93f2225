import type { StatementLine } from '@platform/shared/reports';
import type { Db } from '../../db/database.ts';
import { balanceBefore, listEntries, countEntries, sumsByKind, type LedgerFilter } from './ledger-report.repository.ts';
import type { LedgerEntry } from '../../engine-host/engine-host.ts';
import { statementLineOf, statementLines } from './statement-lines.ts';

/** A statement's figures in integer cents: what the JSON, CSV and PDF all print. */
export interface StatementFigures {
  fromMs: number;
  toMs: number;
  openingCents: number;
  closingCents: number;
  totalsCents: Record<StatementLine, number>;
  entryCount: number;
}

export async function statementFigures(db: Db, filter: LedgerFilter): Promise<StatementFigures> {
  const [openingCents, sums, entryCount] = await Promise.all([
    balanceBefore(db, filter.accountId, filter.fromMs),
    sumsByKind(db, filter),
    countEntries(db, filter),
  ]);
  const totalsCents = Object.fromEntries(statementLines.map((line) => [line, 0])) as Record<StatementLine, number>;
  let movedCents = 0;
  for (const [kind, cents] of sums) {
    totalsCents[statementLineOf(kind)] += cents;
    movedCents += cents;
  }
  return { fromMs: filter.fromMs, toMs: filter.toMs, openingCents, closingCents: openingCents + movedCents, totalsCents, entryCount };
}

export async function statementPage(db: Db, filter: LedgerFilter, page: number, pageSize: number): Promise<LedgerEntry[]> {
  return listEntries(db, filter, { offset: (page - 1) * pageSize, limit: pageSize, order: 'asc' });
}
