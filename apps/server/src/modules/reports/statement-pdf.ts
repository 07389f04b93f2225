import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import { toIso } from '../../db/now.ts';
import type { LedgerEntry } from '../../engine-host/engine-host.ts';
import { centsText } from './cents-text.ts';
import type { StatementFigures } from './statement.service.ts';
import { statementLineOf, statementLines, statementLineTitles } from './statement-lines.ts';

const MARGIN = 40;
const ROW = 14;
/** x of each entry column on an A4 page (595 pt wide). */
const COLUMNS = { time: MARGIN, kind: 170, description: 250, amount: 400, balance: 480 } as const;
const RIGHT = 595 - MARGIN;

/**
 * The statement as an A4 PDF with pdfkit's built-in Helvetica (no font files, no network):
 * a summary block, then every entry with its balance after, paginated with a repeated header.
 */
export function statementPdf(figures: StatementFigures, holder: string, entries: AsyncIterable<LedgerEntry>): Readable {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: 'Account statement' } });
  void (async () => {
    try {
      doc.font('Helvetica-Bold').fontSize(16).text('Account statement', MARGIN, MARGIN);
      doc.font('Helvetica').fontSize(10).text(holder);
      doc.text(`Period: ${toIso(figures.fromMs)} to ${toIso(figures.toMs)} (USD)`);
      doc.moveDown();
      summaryLine(doc, 'Opening balance', figures.openingCents, true);
      for (const line of statementLines) summaryLine(doc, statementLineTitles[line], figures.totalsCents[line], false);
      summaryLine(doc, 'Closing balance', figures.closingCents, true);
      doc.moveDown();
      let y = entryHeader(doc, doc.y);
      for await (const row of entries) {
        if (y + ROW > doc.page.height - MARGIN) {
          doc.addPage();
          y = entryHeader(doc, MARGIN);
        }
        doc.font('Helvetica').fontSize(8);
        doc.text(toIso(Number(row.createdAt)).replace('T', ' ').slice(0, 19), COLUMNS.time, y, { lineBreak: false });
        doc.text(row.kind, COLUMNS.kind, y, { lineBreak: false });
        const description = row.note ?? statementLineTitles[statementLineOf(row.kind)];
        doc.text(description.slice(0, 32), COLUMNS.description, y, { lineBreak: false });
        amountCell(doc, Number(row.amountCents), COLUMNS.amount, 70, y);
        amountCell(doc, Number(row.balanceAfterCents), COLUMNS.balance, RIGHT - COLUMNS.balance, y);
        y += ROW;
      }
      doc.end();
    } catch (error) {
      doc.destroy(error as Error);
    }
  })();
  return doc;
}

function summaryLine(doc: PDFKit.PDFDocument, title: string, cents: number, bold: boolean) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(title, MARGIN, y, { lineBreak: false });
  doc.text(centsText(cents), MARGIN + 150, y, { width: 100, align: 'right' });
}

function entryHeader(doc: PDFKit.PDFDocument, y: number): number {
  doc.font('Helvetica-Bold').fontSize(8);
  doc.text('Time (UTC)', COLUMNS.time, y, { lineBreak: false });
  doc.text('Kind', COLUMNS.kind, y, { lineBreak: false });
  doc.text('Description', COLUMNS.description, y, { lineBreak: false });
  doc.text('Amount', COLUMNS.amount, y, { width: 70, align: 'right' });
  doc.text('Balance after', COLUMNS.balance, y, { width: RIGHT - COLUMNS.balance, align: 'right' });
  doc
    .moveTo(MARGIN, y + ROW - 3)
    .lineTo(RIGHT, y + ROW - 3)
    .lineWidth(0.5)
    .stroke();
  return y + ROW;
}

function amountCell(doc: PDFKit.PDFDocument, cents: number, x: number, width: number, y: number) {
  doc.text(centsText(cents), x, y, { width, align: 'right', lineBreak: false });
}
