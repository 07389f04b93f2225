import PDFDocument from 'pdfkit';
import { pdfFaces, type FontWeight } from './pdf-fonts.ts';
import { textRuns } from './pdf-text.ts';

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

interface WriteOptions {
  width: number;
  align?: 'left' | 'right';
  weight?: FontWeight;
  size?: number;
}

const ELLIPSIS = '…';
/** Space between two cells, wide enough that text extraction keeps them apart. */
const GAP = 10;

/**
 * A landscape A4 document that writes any script: each piece of text in the faces that draw it
 * (pdf-text.ts), cut with an ellipsis at its cell's width, and tables that continue on a new page
 * under a repeated header.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly margin = 36;
  readonly right: number;
  y: number;

  constructor(title: string) {
    this.doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: this.margin, info: { Title: title } });
    for (const face of [...pdfFaces().regular, ...pdfFaces().bold]) this.doc.registerFont(face.name, face.path);
    this.right = this.doc.page.width - this.margin;
    this.y = this.margin;
  }

  /** Writes one line of text at (x, y); returns its width. */
  write(text: string, x: number, y: number, { width, align = 'left', weight = 'regular', size = 8 }: WriteOptions): number {
    let runs = textRuns(text, weight);
    let measured = this.measure(runs, size);
    for (let chars = [...text]; measured > width && chars.length > 1;) {
      chars = chars.slice(0, Math.max(1, Math.floor(chars.length * Math.min(0.95, width / measured))));
      runs = textRuns(chars.join('') + ELLIPSIS, weight);
      measured = this.measure(runs, size);
    }
    let cursor = align === 'right' ? x + width - measured : x;
    for (const run of runs) {
      this.doc.font(run.face.name).fontSize(size);
      this.doc.text(run.text, cursor, y, { lineBreak: false });
      cursor += this.doc.widthOfString(run.text);
    }
    return measured;
  }

  /** Moves down, starting a new page when `height` no longer fits. True when a page was added. */
  advance(height: number): boolean {
    if (this.y + height <= this.doc.page.height - this.margin) return false;
    this.doc.addPage();
    this.y = this.margin;
    return true;
  }

  heading(text: string): void {
    this.advance(40);
    this.y += 10;
    this.write(text, this.margin, this.y, { width: this.right - this.margin, weight: 'bold', size: 11 });
    this.y += 18;
  }

  /** A label and its value, as a line of a summary block. */
  pair(label: string, value: string, x: number, labelWidth: number, valueWidth: number, weight: FontWeight = 'regular'): void {
    this.write(label, x, this.y, { width: labelWidth, weight, size: 9 });
    this.write(value, x + labelWidth, this.y, { width: valueWidth, align: 'right', weight, size: 9 });
  }

  /** A table, its rows from any iterable; an empty one says `empty`. */
  async table(columns: Column[], rows: Iterable<string[]> | AsyncIterable<string[]>, empty: string): Promise<void> {
    const rowHeight = 13;
    const header = () => {
      let x = this.margin;
      for (const column of columns) {
        this.write(column.title, x, this.y, { width: column.width - GAP, align: column.align, weight: 'bold', size: 7.5 });
        x += column.width;
      }
      this.doc
        .moveTo(this.margin, this.y + rowHeight - 3)
        .lineTo(this.right, this.y + rowHeight - 3)
        .lineWidth(0.5)
        .stroke();
      this.y += rowHeight;
    };
    this.advance(rowHeight * 2);
    header();
    let count = 0;
    for await (const row of rows) {
      if (this.advance(rowHeight)) header();
      let x = this.margin;
      row.forEach((cell, i) => {
        const column = columns[i]!;
        this.write(cell, x, this.y, { width: column.width - GAP, align: column.align, size: 7.5 });
        x += column.width;
      });
      this.y += rowHeight;
      count++;
    }
    if (count === 0) {
      this.write(empty, this.margin, this.y, { width: this.right - this.margin, size: 8 });
      this.y += rowHeight;
    }
  }

  private measure(runs: ReturnType<typeof textRuns>, size: number): number {
    let width = 0;
    for (const run of runs) width += this.doc.font(run.face.name).fontSize(size).widthOfString(run.text);
    return width;
  }
}
