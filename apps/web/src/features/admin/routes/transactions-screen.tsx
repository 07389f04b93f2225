// Deposits or withdrawals: pending first, filter by status, search by trader, open one to review.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { AdminTransactionItem } from '@platform/shared/admin';
import { Button } from '../../../components/ui/button.tsx';
import { useTransactionTotals, useTransactions, type TransactionsParams } from '../api/transactions.ts';
import { MonthlyTotalsTable } from '../../../components/banking/monthly-totals.tsx';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { TransactionReviewDialog } from '../components/transaction-review-dialog.tsx';
import { useQueueFilters } from '../hooks/use-queue-filters.ts';
import { QueueFilterBar } from '../components/queue-filter-bar.tsx';
import { formatDateTime, shortenAddress as shortAddress, formatStaffUsd as usd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { coinOnNetworkLabel } from '@platform/shared/crypto-networks';

const statuses: TransactionsParams['status'][] = ['pending', 'approved', 'rejected', 'all'];

const columns = (t: TFunction): Column<AdminTransactionItem>[] => [
  { header: t('admin.columns.id'), cell: (row) => `#${row.id}` },
  {
    header: t('admin.columns.trader'),
    cell: (row) => (
      <>
        {row.trader_name}
        <span className="cell-sub">{row.trader_email}</span>
      </>
    ),
  },
  { header: t('admin.columns.amount'), align: 'right', cell: (row) => usd(row.amount) },
  { header: t('admin.columns.currency'), cell: (row) => coinOnNetworkLabel(row.currency, row.chain, t('admin.columns.coinOnNetwork')) },
  { header: t('admin.columns.address'), cell: (row) => <span className="mono">{shortAddress(row.address)}</span> },
  { header: t('admin.columns.date'), cell: (row) => formatDateTime(row.created_at) },
  { header: t('admin.columns.status'), cell: (row) => <StatusBadge status={row.status} /> },
];

export function TransactionsScreen({ type }: { type: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation();
  const filters = useQueueFilters<TransactionsParams['status']>('pending');
  const totals = useTransactionTotals();
  const list = useTransactions({ type, status: filters.status, search: filters.debouncedSearch, page: filters.page });
  const [open, setOpen] = useState<AdminTransactionItem | null>(null);
  const deposits = type === 'deposit';
  const title = deposits ? t('admin.transactions.deposits') : t('admin.transactions.withdrawals');
  const empty =
    filters.status === 'pending'
      ? deposits
        ? t('admin.transactions.emptyPendingDeposits')
        : t('admin.transactions.emptyPendingWithdrawals')
      : deposits
        ? t('admin.transactions.emptyDeposits')
        : t('admin.transactions.emptyWithdrawals');

  return (
    <section>
      <header className="admin-screen__header">
        <div>
          <h1>{title}</h1>
          <p className="muted">{deposits ? t('admin.transactions.depositIntro') : t('admin.transactions.withdrawalIntro')}</p>
        </div>
      </header>
      <QueueFilterBar
        filters={filters}
        statusOptions={statuses.map((value) => ({ value, label: t(`admin.status.${value}`) }))}
        searchLabel={t('admin.queue.search')}
        searchPlaceholder={t('admin.transactions.searchPlaceholder')}
      />
      <DataTable
        label={title}
        columns={[
          ...columns(t),
          {
            key: 'open',
            header: '',
            align: 'right',
            cell: (row) => (
              <Button size="sm" variant="secondary" onClick={() => setOpen(row)}>
                {row.status === 'pending' ? t('admin.queue.review') : t('admin.queue.view')}
              </Button>
            ),
          },
        ]}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        loading={list.isPending}
        error={list.isError}
        empty={empty}
        onOpen={setOpen}
      />
      {list.data && <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={filters.setPage} />}
      {totals.data && <MonthlyTotalsTable totals={totals.data} only={type} />}
      {open && <TransactionReviewDialog item={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
