// Deposits or withdrawals: pending first, filter by status, search by trader, open one to review.
import { useState } from 'react';
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

const statusOptions: { value: TransactionsParams['status']; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const columns: Column<AdminTransactionItem>[] = [
  { header: 'ID', cell: (row) => `#${row.id}` },
  {
    header: 'Trader',
    cell: (row) => (
      <>
        {row.trader_name}
        <span className="cell-sub">{row.trader_email}</span>
      </>
    ),
  },
  { header: 'Amount', align: 'right', cell: (row) => usd(row.amount) },
  { header: 'Currency', cell: (row) => `${row.currency} · ${row.chain}` },
  { header: 'Address', cell: (row) => <span className="mono">{shortAddress(row.address)}</span> },
  { header: 'Date', cell: (row) => formatDateTime(row.created_at) },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
];

export function TransactionsScreen({ type }: { type: 'deposit' | 'withdrawal' }) {
  const filters = useQueueFilters<TransactionsParams['status']>('pending');
  const totals = useTransactionTotals();
  const list = useTransactions({ type, status: filters.status, search: filters.debouncedSearch, page: filters.page });
  const [open, setOpen] = useState<AdminTransactionItem | null>(null);
  const title = type === 'deposit' ? 'Deposits' : 'Withdrawals';

  return (
    <section>
      <header className="admin-screen__header">
        <div>
          <h1>{title}</h1>
          <p className="muted">
            {type === 'deposit'
              ? 'Check the receipt against the wallet, then approve to credit the balance.'
              : 'Pay out first, then approve with the transaction hash. Rejecting releases the held amount.'}
          </p>
        </div>
      </header>
      <QueueFilterBar
        filters={filters}
        statusOptions={statusOptions}
        searchLabel="Search"
        searchPlaceholder="Trader name, email, address or hash"
      />
      <DataTable
        label={title}
        columns={[
          ...columns,
          {
            header: '',
            align: 'right',
            cell: (row) => (
              <Button size="sm" variant="secondary" onClick={() => setOpen(row)}>
                {row.status === 'pending' ? 'Review' : 'View'}
              </Button>
            ),
          },
        ]}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        loading={list.isPending}
        error={list.isError}
        empty={filters.status === 'pending' ? `No ${title.toLowerCase()} waiting for review` : `No ${title.toLowerCase()}`}
        onOpen={setOpen}
      />
      {list.data && <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={filters.setPage} />}
      {totals.data && <MonthlyTotalsTable totals={totals.data} only={type} />}
      {open && <TransactionReviewDialog item={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
