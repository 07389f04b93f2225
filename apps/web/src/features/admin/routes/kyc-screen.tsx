// KYC: the queue of submissions (pending first), each opened for review with its document and selfie.
import { useState } from 'react';
import type { AdminKycItem } from '@platform/shared/admin';
import { Button } from '../../../components/ui/button.tsx';
import { useKycQueue, type KycQueueParams } from '../api/kyc-queue.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { KycReviewDialog } from '../components/kyc-review-dialog.tsx';
import { useQueueFilters } from '../hooks/use-queue-filters.ts';
import { QueueFilterBar } from '../components/queue-filter-bar.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const statusOptions: { value: KycQueueParams['status']; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const columns: Column<AdminKycItem>[] = [
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
  { header: 'Aadhaar', cell: (row) => <span className="mono">••••{row.aadhaar_last4}</span> },
  { header: 'Submitted', cell: (row) => formatDateTime(row.submitted_at) },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Reviewed by', cell: (row) => row.reviewed_by ?? '—' },
];

export function KycScreen() {
  const filters = useQueueFilters<KycQueueParams['status']>('pending');
  const queue = useKycQueue({ status: filters.status, search: filters.debouncedSearch, page: filters.page });
  const [open, setOpen] = useState<AdminKycItem | null>(null);

  return (
    <section>
      <header className="admin-screen__header">
        <div>
          <h1>KYC review</h1>
          <p className="muted">Identity checks waiting for a decision. Notes are shown to the trader.</p>
        </div>
      </header>
      <QueueFilterBar filters={filters} statusOptions={statusOptions} searchLabel="Trader" searchPlaceholder="Name or email" />
      <DataTable
        label="KYC submissions"
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
        rows={queue.data?.items}
        rowKey={(row) => row.id}
        loading={queue.isPending}
        error={queue.isError}
        empty={filters.status === 'pending' ? 'No submissions waiting for review' : 'No submissions'}
        onOpen={setOpen}
      />
      {queue.data && <Pager page={queue.data.page} pageSize={queue.data.page_size} total={queue.data.total} onPage={filters.setPage} />}
      {open && <KycReviewDialog item={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
