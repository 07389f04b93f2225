import type { Readable } from 'node:stream';
import type { CloseReason } from '@platform/shared/orders';
import type { LedgerEntry } from '../../engine-host/engine-host.ts';
import { fromPoints } from '../../engine/order-rules.ts';
import { UNITS_PER_LOT, type EngineOrder } from '../../engine/types.ts';
import { PdfWriter, type Column } from './pdf/pdf-writer.ts';
import type { StatementDocument } from './statement-document.ts';
import { dateTimeWriter, groupedCents, ledgerKindTitle } from './statement-format.ts';
import { statementLines, statementLineTitles } from './statement-lines.ts';

const lots = (units: number) => (units / UNITS_PER_LOT).toFixed(2);
const priceText = (pts: number | null, digits: number) => (pts === null ? '—' : fromPoints(pts, digits).toFixed(digits));
const sideText = (side: string) => (side === 'buy' ? 'Buy' : 'Sell');
const orderTypeText: Record<string, string> = { market: 'Market', limit: 'Limit', stop: 'Stop', stop_limit: 'Stop Limit' };
const centsOrDash = (cents: number | null) => (cents === null ? '—' : groupedCents(cents));

const dealColumns: Column[] = [
  { title: 'Ticket', width: 50 },
  { title: 'Symbol', width: 62 },
  { title: 'Side', width: 34 },
  { title: 'Lots', width: 56, align: 'right' },
  { title: 'Open time', width: 88 },
  { title: 'Open price', width: 62, align: 'right' },
  { title: 'Close time', width: 88 },
  { title: 'Close price', width: 62, align: 'right' },
  { title: 'Closed by', width: 64 },
  { title: 'Commission', width: 62, align: 'right' },
  { title: 'Swap', width: 58, align: 'right' },
  { title: 'P/L', width: 74, align: 'right' },
];

const positionColumns: Column[] = [
  { title: 'Ticket', width: 50 },
  { title: 'Symbol', width: 62 },
  { title: 'Side', width: 34 },
  { title: 'Lots', width: 56, align: 'right' },
  { title: 'Open time', width: 88 },
  { title: 'Open price', width: 62, align: 'right' },
  { title: 'Current price', width: 66, align: 'right' },
  { title: 'Stop loss', width: 62, align: 'right' },
  { title: 'Take profit', width: 62, align: 'right' },
  { title: 'Margin', width: 64, align: 'right' },
  { title: 'Swap', width: 58, align: 'right' },
  { title: 'Floating P/L', width: 80, align: 'right' },
];

const workingColumns: Column[] = [
  { title: 'Ticket', width: 50 },
  { title: 'Symbol', width: 62 },
  { title: 'Type', width: 90 },
  { title: 'Lots', width: 56, align: 'right' },
  { title: 'Placed', width: 88 },
  { title: 'Price', width: 62, align: 'right' },
  { title: 'Limit price', width: 62, align: 'right' },
  { title: 'Stop loss', width: 62, align: 'right' },
  { title: 'Take profit', width: 62, align: 'right' },
  { title: 'Expires', width: 88 },
];

const entryColumns: Column[] = [
  { title: 'Time', width: 96 },
  { title: 'Entry', width: 130 },
  { title: 'Reference', width: 80 },
  { title: 'Description', width: 250 },
  { title: 'Amount (USD)', width: 100, align: 'right' },
  { title: 'Balance after (USD)', width: 104, align: 'right' },
];

const closeReasonText: Record<CloseReason, string> = {
  manual: 'Trader',
  stop_loss: 'Stop loss',
  take_profit: 'Take profit',
  stop_out: 'Stop-out',
  expired: 'Expired',
  cancelled: 'Cancelled',
  switch_to_live: 'Switch to live',
};

/**
 * The statement a trader files (landscape A4): the broker and account, the period in the trader's
 * time zone, the balance lines, the figures at the period's end, every deal, what was held at the
 * end, deposits and withdrawals, and every entry of the ledger. Money in USD with thousands
 * separators; names in any script the fonts draw (pdf/pdf-fonts.ts).
 */
export function statementPdf(statement: StatementDocument): Readable {
  const pdf = new PdfWriter('Account statement');
  void (async () => {
    try {
      await writeStatement(pdf, statement);
      pdf.doc.end();
    } catch (error) {
      pdf.doc.destroy(error as Error);
    }
  })();
  return pdf.doc;
}

async function writeStatement(pdf: PdfWriter, s: StatementDocument): Promise<void> {
  const when = dateTimeWriter(s.timeZone);
  const zone = s.timeZone === 'UTC' ? 'UTC' : s.timeZone;
  const { margin } = pdf;
  const full = pdf.right - margin;

  pdf.write(s.broker, margin, pdf.y, { width: full / 2, weight: 'bold', size: 16 });
  pdf.write('Account statement', margin + full / 2, pdf.y + 4, { width: full / 2, align: 'right', weight: 'bold', size: 12 });
  pdf.y += 28;
  const from = s.figures.fromMs === 0 ? 'account opening' : when(s.figures.fromMs);
  const headLines: Array<[string, string]> = [
    ['Account holder', s.holder.name],
    ['Email', s.holder.email],
    ['Account number', String(s.account.number)],
    ['Account type', s.account.type === 'demo' ? 'Demo' : 'Live'],
    ['Group', s.account.group],
    ['Currency', s.account.currency],
    ['Period', `${from} – ${when(s.figures.toMs - 1)} (${zone})`],
  ];
  for (const [label, value] of headLines) {
    pdf.write(label, margin, pdf.y, { width: 110, weight: 'bold', size: 9 });
    pdf.write(value, margin + 110, pdf.y, { width: full - 110, size: 9 });
    pdf.y += 13;
  }

  pdf.heading('Summary');
  const top = pdf.y;
  const left = (label: string, cents: number, bold = false) => {
    pdf.pair(label, groupedCents(cents), margin, 150, 110, bold ? 'bold' : 'regular');
    pdf.y += 13;
  };
  left('Opening balance', s.figures.openingCents, true);
  for (const line of statementLines) left(statementLineTitles[line], s.figures.totalsCents[line]);
  left('Closing balance', s.figures.closingCents, true);
  const leftEnd = pdf.y;

  pdf.y = top;
  const end = s.periodEnd;
  const x = margin + 330;
  pdf.write(end.live ? 'At the end of the period (latest prices)' : 'At the end of the period', x, pdf.y, {
    width: 300,
    weight: 'bold',
    size: 9,
  });
  pdf.y += 13;
  const right = (label: string, value: string) => {
    pdf.pair(label, value, x, 150, 110);
    pdf.y += 13;
  };
  right('Balance', groupedCents(end.balanceCents));
  right('Floating P/L', centsOrDash(end.floatingCents));
  right('Equity', centsOrDash(end.equityCents));
  right('Margin', groupedCents(end.marginCents));
  right('Free margin', centsOrDash(end.freeMarginCents));
  if (end.equityCents === null) {
    pdf.write('Positions were open at this past moment; their P/L then is not kept.', x, pdf.y, { width: 400, size: 7.5 });
    pdf.y += 11;
  }
  pdf.y = Math.max(leftEnd, pdf.y);

  pdf.heading(`Deals (closed in the period; times ${zone})`);
  await pdf.table(dealColumns, dealRows(s.deals(), when), 'No deals in this period.');

  pdf.heading('Open positions at the end of the period');
  await pdf.table(
    positionColumns,
    s.positions.map(({ order, currentPrice, floatingCents }) => [
      `#${order.id}`,
      order.symbol,
      sideText(order.side),
      lots(order.volumeUnits),
      when(order.openedAt ?? order.createdAt),
      priceText(order.openPts, order.digits),
      currentPrice === null ? '—' : currentPrice.toFixed(order.digits),
      priceText(order.stopLossPts, order.digits),
      priceText(order.takeProfitPts, order.digits),
      groupedCents(order.marginCents),
      groupedCents(order.swapCents),
      centsOrDash(floatingCents),
    ]),
    'No open positions.',
  );

  pdf.heading('Working orders at the end of the period');
  await pdf.table(
    workingColumns,
    s.working.map((order) => [
      `#${order.id}`,
      order.symbol,
      `${sideText(order.side)} ${orderTypeText[order.orderType] ?? order.orderType}`,
      lots(order.volumeUnits),
      when(order.createdAt),
      priceText(order.triggerPts ?? order.requestedPts, order.digits),
      priceText(order.limitPts, order.digits),
      priceText(order.stopLossPts, order.digits),
      priceText(order.takeProfitPts, order.digits),
      order.expiryAt === null ? 'Good till cancelled' : when(order.expiryAt),
    ]),
    'No working orders.',
  );

  pdf.heading('Deposits and withdrawals');
  await pdf.table(
    entryColumns,
    entryRows(s.entries(), when, (kind) => kind === 'deposit' || kind === 'withdrawal'),
    'No deposits or withdrawals in this period.',
  );

  pdf.heading('Account entries');
  await pdf.table(
    entryColumns,
    entryRows(s.entries(), when, () => true),
    'No entries in this period.',
  );
}

async function* dealRows(deals: AsyncIterable<EngineOrder>, when: (ms: number) => string): AsyncGenerator<string[]> {
  for await (const order of deals) {
    yield [
      `#${order.id}`,
      order.symbol,
      sideText(order.side),
      lots(order.volumeUnits),
      when(order.openedAt ?? order.createdAt),
      priceText(order.openPts, order.digits),
      order.closedAt === null ? '—' : when(order.closedAt),
      priceText(order.closePts, order.digits),
      order.closeReason ? closeReasonText[order.closeReason] : 'Trader',
      groupedCents(order.commissionCents),
      groupedCents(order.swapCents),
      groupedCents(order.profitCents ?? 0),
    ];
  }
}

async function* entryRows(
  entries: AsyncIterable<LedgerEntry>,
  when: (ms: number) => string,
  keep: (kind: string) => boolean,
): AsyncGenerator<string[]> {
  for await (const entry of entries) {
    if (!keep(entry.kind)) continue;
    yield [
      when(Number(entry.createdAt)),
      ledgerKindTitle(entry.kind),
      entry.refId === null
        ? ''
        : entry.refType === 'order'
          ? `Deal #${entry.refId}`
          : entry.refType === 'transaction'
            ? `Transaction #${entry.refId}`
            : '',
      entry.note ?? '',
      groupedCents(Number(entry.amountCents)),
      groupedCents(Number(entry.balanceAfterCents)),
    ];
  }
}
