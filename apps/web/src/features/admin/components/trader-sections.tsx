// The tables of a trader's page: positions, orders, transactions, ledger, KYC and tickets.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { AdminKycItem, AdminTicketItem, AdminTransactionItem, TraderAccount, TraderLedgerEntry } from '@platform/shared/admin';
import type { Order } from '@platform/shared/orders';
import { DataTable, type Column } from './data-table.tsx';
import { StatusBadge } from './status-badge.tsx';
import { formatDateTime, shortenAddress as shortAddress, formatStaffUsd as usd } from '../../../lib/format.ts';
import { i18n, useTranslation } from '../../../lib/i18n/i18n.ts';
import { coinOnNetworkLabel } from '@platform/shared/crypto-networks';

const price = (value: number | null) => (value === null ? '—' : String(value));
const profitCell = (value: number | null) => (
  <span className={value === null ? 'muted' : value >= 0 ? 'buy-text' : 'sell-text'}>{usd(value)}</span>
);
/** A text picked by a value the server sends (the catalogue's typed keys cannot follow it); `fallback` when unknown. */
function textFor(key: string, fallback: string, values: object = {}): string {
  return i18n.exists(key) ? (i18n.t as (key: string, values: object) => string)(key, values) : fallback;
}

/** A ledger entry's kind in words ('Realised P/L'). */
const ledgerKind = (kind: string) => textFor(`admin.trader.ledgerKinds.${kind}`, kind.replace(/_/g, ' '));

/** The staff note, else what the entry refers to ('Order #12'). */
function ledgerNote(entry: TraderLedgerEntry): string {
  if (entry.note) return entry.note;
  if (!entry.ref_type) return '—';
  return textFor(`admin.trader.refTypes.${entry.ref_type}`, `${entry.ref_type} #${entry.ref_id}`, { id: entry.ref_id });
}

const accountColumns = (t: TFunction, close?: (account: TraderAccount) => ReactNode): Column<TraderAccount>[] => [
  {
    header: t('admin.trader.columns.account'),
    cell: (a) => (a.is_default ? `#${a.number} · ${t('admin.trader.defaultAccount')}` : `#${a.number}`),
  },
  { header: t('admin.trader.columns.type'), cell: (a) => t(`admin.accountTypes.${a.type}`) },
  { header: t('admin.trader.columns.group'), cell: (a) => a.group },
  { header: t('admin.trader.leverage'), align: 'right', cell: (a) => (a.leverage === null ? '—' : `1:${a.leverage}`) },
  { header: t('admin.trader.columns.balance'), align: 'right', cell: (a) => usd(a.balance) },
  { header: t('admin.trader.columns.equity'), align: 'right', cell: (a) => usd(a.equity) },
  { header: t('admin.trader.columns.freeMargin'), align: 'right', cell: (a) => usd(a.free_margin) },
  { header: t('admin.trader.columns.opened'), cell: (a) => formatDateTime(a.created_at) },
  ...(close ? [{ header: '', key: 'close', cell: close }] : []),
];

/** The trader's accounts; `close` adds each row's closing action (staff allowed to close). */
export function AccountsTable({ rows, close }: { rows: TraderAccount[]; close?: (account: TraderAccount) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('admin.trader.tables.accounts')}
      columns={accountColumns(t, close)}
      rows={rows}
      rowKey={(a) => a.id}
      empty={t('admin.trader.empty.accounts')}
    />
  );
}

const positionColumns = (t: TFunction): Column<Order>[] => [
  { header: t('admin.trader.columns.orderId'), cell: (o) => `#${o.id}` },
  { header: t('admin.trader.columns.opened'), cell: (o) => formatDateTime(o.open_time) },
  { header: t('admin.trader.columns.asset'), cell: (o) => o.symbol },
  {
    header: t('admin.trader.columns.direction'),
    cell: (o) => <span className={o.side === 'buy' ? 'buy-text' : 'sell-text'}>{t(`admin.trader.sides.${o.side}`)}</span>,
  },
  { header: t('admin.trader.columns.volume'), align: 'right', cell: (o) => o.volume.toFixed(2) },
  { header: t('admin.trader.columns.open'), align: 'right', cell: (o) => price(o.open_price) },
  { header: t('admin.trader.columns.current'), align: 'right', cell: (o) => price(o.live_price) },
  { header: t('admin.trader.columns.stopLoss'), align: 'right', cell: (o) => price(o.stop_loss_price) },
  { header: t('admin.trader.columns.takeProfit'), align: 'right', cell: (o) => price(o.take_profit_price) },
  { header: t('admin.trader.columns.swap'), align: 'right', cell: (o) => usd(o.swap) },
  { header: t('admin.trader.columns.profit'), align: 'right', cell: (o) => profitCell(o.profit) },
];

const orderColumns = (t: TFunction): Column<Order>[] => [
  { header: t('admin.trader.columns.orderId'), cell: (o) => `#${o.id}` },
  { header: t('admin.trader.columns.placed'), cell: (o) => formatDateTime(o.created_at) },
  { header: t('admin.trader.columns.asset'), cell: (o) => o.symbol },
  {
    header: t('admin.trader.columns.type'),
    cell: (o) =>
      t('admin.trader.orderType', { side: t(`admin.trader.sides.${o.side}`), type: t(`admin.trader.orderTypes.${o.order_type}`) }),
  },
  { header: t('admin.trader.columns.volume'), align: 'right', cell: (o) => o.volume.toFixed(2) },
  { header: t('admin.trader.columns.price'), align: 'right', cell: (o) => price(o.open_price ?? o.trigger_price) },
  { header: t('admin.trader.columns.close'), align: 'right', cell: (o) => price(o.close_price) },
  { header: t('admin.columns.status'), cell: (o) => <StatusBadge status={o.status} /> },
  { header: t('admin.trader.columns.profit'), align: 'right', cell: (o) => (o.status === 'closed' ? profitCell(o.profit) : '—') },
];

const transactionColumns = (t: TFunction): Column<AdminTransactionItem>[] => [
  { header: t('admin.columns.id'), cell: (row) => `#${row.id}` },
  { header: t('admin.trader.columns.type'), cell: (row) => t(`admin.trader.transactionTypes.${row.type}`) },
  { header: t('admin.columns.amount'), align: 'right', cell: (row) => usd(row.amount) },
  { header: t('admin.trader.columns.chain'), cell: (row) => coinOnNetworkLabel(row.currency, row.chain, t('admin.columns.coinOnNetwork')) },
  { header: t('admin.columns.address'), cell: (row) => <span className="mono">{shortAddress(row.address)}</span> },
  { header: t('admin.columns.status'), cell: (row) => <StatusBadge status={row.status} /> },
  { header: t('admin.columns.date'), cell: (row) => formatDateTime(row.created_at) },
];

const ledgerColumns = (t: TFunction): Column<TraderLedgerEntry>[] => [
  { header: t('admin.trader.columns.when'), cell: (e) => formatDateTime(e.created_at) },
  { header: t('admin.trader.columns.kind'), cell: (e) => ledgerKind(e.kind) },
  { header: t('admin.columns.amount'), align: 'right', cell: (e) => profitCell(e.amount) },
  { header: t('admin.trader.columns.balanceAfter'), align: 'right', cell: (e) => usd(e.balance_after) },
  { header: t('admin.trader.columns.note'), cell: (e) => ledgerNote(e) },
];

const kycColumns = (t: TFunction): Column<AdminKycItem>[] => [
  { header: t('admin.columns.id'), cell: (k) => `#${k.id}` },
  { header: t('admin.columns.aadhaar'), cell: (k) => <span className="mono">••••{k.aadhaar_last4}</span> },
  { header: t('admin.columns.submitted'), cell: (k) => formatDateTime(k.submitted_at) },
  { header: t('admin.columns.status'), cell: (k) => <StatusBadge status={k.status} /> },
  { header: t('admin.trader.columns.notes'), cell: (k) => k.review_notes ?? '—' },
];

const ticketColumns = (t: TFunction): Column<AdminTicketItem>[] => [
  { header: t('admin.columns.id'), cell: (row) => `#${row.id}` },
  { header: t('admin.trader.columns.subject'), cell: (row) => row.subject || row.message.slice(0, 60) },
  { header: t('admin.trader.columns.replies'), align: 'right', cell: (row) => row.reply_count },
  { header: t('admin.columns.status'), cell: (row) => <StatusBadge status={row.status} /> },
  { header: t('admin.trader.columns.opened'), cell: (row) => formatDateTime(row.created_at) },
];

export function PositionsTable({ rows }: { rows: Order[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('admin.trader.tables.positions')}
      columns={positionColumns(t)}
      rows={rows}
      rowKey={(o) => o.id}
      empty={t('admin.trader.empty.positions')}
    />
  );
}
export function OrdersTable({ rows }: { rows: Order[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('admin.trader.tables.orders')}
      columns={orderColumns(t)}
      rows={rows}
      rowKey={(o) => o.id}
      empty={t('admin.trader.empty.orders')}
    />
  );
}
export function TransactionsTable({ rows }: { rows: AdminTransactionItem[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('admin.trader.tables.transactions')}
      columns={transactionColumns(t)}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t('admin.trader.empty.transactions')}
    />
  );
}
export function LedgerTable({ rows }: { rows: TraderLedgerEntry[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('admin.trader.tables.ledger')}
      columns={ledgerColumns(t)}
      rows={rows}
      rowKey={(e) => e.id}
      empty={t('admin.trader.empty.ledger')}
    />
  );
}
export function KycTable({ rows }: { rows: AdminKycItem[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('admin.trader.tables.kyc')}
      columns={kycColumns(t)}
      rows={rows}
      rowKey={(k) => k.id}
      empty={t('admin.trader.empty.kyc')}
    />
  );
}
export function TicketsTable({ rows }: { rows: AdminTicketItem[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('admin.trader.tables.tickets')}
      columns={ticketColumns(t)}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t('admin.trader.empty.tickets')}
    />
  );
}
