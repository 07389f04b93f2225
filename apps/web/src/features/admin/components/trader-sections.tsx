// The tables of a trader's page: positions, orders, transactions, ledger, KYC and tickets.
import type { AdminKycItem, AdminTicketItem, AdminTransactionItem, TraderLedgerEntry } from '@platform/shared/admin';
import type { Order } from '@platform/shared/orders';
import { DataTable, type Column } from './data-table.tsx';
import { StatusBadge } from './status-badge.tsx';
import { formatDateTime, shortenAddress as shortAddress, formatStaffUsd as usd } from '../../../lib/format.ts';

const price = (value: number | null) => (value === null ? '—' : String(value));
const profitCell = (value: number | null) => (
  <span className={value === null ? 'muted' : value >= 0 ? 'buy-text' : 'sell-text'}>{usd(value)}</span>
);

const positionColumns: Column<Order>[] = [
  { header: 'Order ID', cell: (o) => `#${o.id}` },
  { header: 'Opened', cell: (o) => formatDateTime(o.open_time) },
  { header: 'Asset', cell: (o) => o.symbol },
  { header: 'Direction', cell: (o) => <span className={o.side === 'buy' ? 'buy-text' : 'sell-text'}>{o.side.toUpperCase()}</span> },
  { header: 'Volume', align: 'right', cell: (o) => o.volume.toFixed(2) },
  { header: 'Open', align: 'right', cell: (o) => price(o.open_price) },
  { header: 'Current', align: 'right', cell: (o) => price(o.live_price) },
  { header: 'S/L', align: 'right', cell: (o) => price(o.stop_loss_price) },
  { header: 'T/P', align: 'right', cell: (o) => price(o.take_profit_price) },
  { header: 'Swap', align: 'right', cell: (o) => usd(o.swap) },
  { header: 'Profit', align: 'right', cell: (o) => profitCell(o.profit) },
];

const orderColumns: Column<Order>[] = [
  { header: 'Order ID', cell: (o) => `#${o.id}` },
  { header: 'Placed', cell: (o) => formatDateTime(o.created_at) },
  { header: 'Asset', cell: (o) => o.symbol },
  { header: 'Type', cell: (o) => `${o.side} ${o.order_type}` },
  { header: 'Volume', align: 'right', cell: (o) => o.volume.toFixed(2) },
  { header: 'Price', align: 'right', cell: (o) => price(o.open_price ?? o.trigger_price) },
  { header: 'Close', align: 'right', cell: (o) => price(o.close_price) },
  { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
  { header: 'Profit', align: 'right', cell: (o) => (o.status === 'closed' ? profitCell(o.profit) : '—') },
];

const transactionColumns: Column<AdminTransactionItem>[] = [
  { header: 'ID', cell: (t) => `#${t.id}` },
  { header: 'Type', cell: (t) => <span className="admin-cap">{t.type}</span> },
  { header: 'Amount', align: 'right', cell: (t) => usd(t.amount) },
  { header: 'Chain', cell: (t) => `${t.currency} · ${t.chain}` },
  { header: 'Address', cell: (t) => <span className="mono">{shortAddress(t.address)}</span> },
  { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
  { header: 'Date', cell: (t) => formatDateTime(t.created_at) },
];

const ledgerColumns: Column<TraderLedgerEntry>[] = [
  { header: 'When', cell: (e) => formatDateTime(e.created_at) },
  { header: 'Kind', cell: (e) => e.kind.replace(/_/g, ' ') },
  { header: 'Amount', align: 'right', cell: (e) => profitCell(e.amount) },
  { header: 'Balance after', align: 'right', cell: (e) => usd(e.balance_after) },
  { header: 'Note', cell: (e) => e.note ?? (e.ref_type ? `${e.ref_type} #${e.ref_id}` : '—') },
];

const kycColumns: Column<AdminKycItem>[] = [
  { header: 'ID', cell: (k) => `#${k.id}` },
  { header: 'Aadhaar', cell: (k) => <span className="mono">••••{k.aadhaar_last4}</span> },
  { header: 'Submitted', cell: (k) => formatDateTime(k.submitted_at) },
  { header: 'Status', cell: (k) => <StatusBadge status={k.status} /> },
  { header: 'Notes', cell: (k) => k.review_notes ?? '—' },
];

const ticketColumns: Column<AdminTicketItem>[] = [
  { header: 'ID', cell: (t) => `#${t.id}` },
  { header: 'Subject', cell: (t) => t.subject || t.message.slice(0, 60) },
  { header: 'Replies', align: 'right', cell: (t) => t.reply_count },
  { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
  { header: 'Opened', cell: (t) => formatDateTime(t.created_at) },
];

export const PositionsTable = ({ rows }: { rows: Order[] }) => (
  <DataTable label="Open positions" columns={positionColumns} rows={rows} rowKey={(o) => o.id} empty="No open positions" />
);
export const OrdersTable = ({ rows }: { rows: Order[] }) => (
  <DataTable label="Orders" columns={orderColumns} rows={rows} rowKey={(o) => o.id} empty="No pending or closed orders" />
);
export const TransactionsTable = ({ rows }: { rows: AdminTransactionItem[] }) => (
  <DataTable label="Transactions" columns={transactionColumns} rows={rows} rowKey={(t) => t.id} empty="No deposits or withdrawals" />
);
export const LedgerTable = ({ rows }: { rows: TraderLedgerEntry[] }) => (
  <DataTable label="Ledger" columns={ledgerColumns} rows={rows} rowKey={(e) => e.id} empty="No ledger entries" />
);
export const KycTable = ({ rows }: { rows: AdminKycItem[] }) => (
  <DataTable label="KYC submissions" columns={kycColumns} rows={rows} rowKey={(k) => k.id} empty="No KYC submissions" />
);
export const TicketsTable = ({ rows }: { rows: AdminTicketItem[] }) => (
  <DataTable label="Tickets" columns={ticketColumns} rows={rows} rowKey={(t) => t.id} empty="No tickets" />
);
