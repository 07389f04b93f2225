import { Readable } from 'node:stream';
import { csvWriter } from '../../lib/csv.ts';
import { toIso } from '../../db/now.ts';
import type { LedgerEntry } from '../../engine-host/engine-host.ts';
import { centsText } from './cents-text.ts';
import type { StatementFigures } from './statement.service.ts';
import { statementLineOf, statementLines, statementLineTitles } from './statement-lines.ts';

export const statementCsvColumns = ['section', 'time', 'kind', 'description', 'reference', 'amount', 'balance_after'] as const;

/** One table a spreadsheet opens as is: the summary rows first, then every entry with its balance after. */
export function statementCsv(figures: StatementFigures, entries: AsyncIterable<LedgerEntry>): Readable {
  const csv = csvWriter(statementCsvColumns);
  const rows = async function* () {
    yield { section: 'summary', time: toIso(figures.fromMs), description: 'Opening balance', amount: centsText(figures.openingCents) };
    for (const line of statementLines) {
      yield { section: 'summary', description: statementLineTitles[line], amount: centsText(figures.totalsCents[line]) };
    }
    yield { section: 'summary', time: toIso(figures.toMs), description: 'Closing balance', amount: centsText(figures.closingCents) };
    for await (const row of entries) yield entryRecord(row);
  };
  return Readable.from(rows()).pipe(csv);
}

/** Ledger entries only (the ledger screen's export), same columns as the statement. */
export function ledgerCsv(entries: AsyncIterable<LedgerEntry>): Readable {
  const rows = async function* () {
    for await (const row of entries) yield entryRecord(row);
  };
  return Readable.from(rows()).pipe(csvWriter(statementCsvColumns));
}

function entryRecord(row: LedgerEntry) {
  return {
    section: 'entry',
    time: toIso(Number(row.createdAt)),
    kind: row.kind,
    description: row.note ?? statementLineTitles[statementLineOf(row.kind)],
    reference: row.refType ? `${row.refType} #${row.refId ?? ''}` : '',
    amount: centsText(Number(row.amountCents)),
    balance_after: centsText(Number(row.balanceAfterCents)),
  };
}
