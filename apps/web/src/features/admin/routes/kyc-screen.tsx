// KYC: the queue of submissions (pending first), each opened for review with its document and selfie.
import { useState } from 'react';
import type { TFunction } from 'i18next';
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
import { useTranslation } from '../../../lib/i18n/i18n.ts';

const statuses: KycQueueParams['status'][] = ['pending', 'approved', 'rejected', 'all'];

const columns = (t: TFunction): Column<AdminKycItem>[] => [
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
  { header: t('admin.columns.aadhaar'), cell: (row) => <span className="mono">••••{row.aadhaar_last4}</span> },
  { header: t('admin.columns.submitted'), cell: (row) => formatDateTime(row.submitted_at) },
  { header: t('admin.columns.status'), cell: (row) => <StatusBadge status={row.status} /> },
  { header: t('admin.columns.reviewedBy'), cell: (row) => row.reviewed_by ?? '—' },
];

export function KycScreen() {
  const { t } = useTranslation();
  const filters = useQueueFilters<KycQueueParams['status']>('pending');
  const queue = useKycQueue({ status: filters.status, search: filters.debouncedSearch, page: filters.page });
  const [open, setOpen] = useState<AdminKycItem | null>(null);

  return (
    <section>
      <header className="admin-screen__header">
        <div>
          <h1>{t('admin.kyc.title')}</h1>
          <p className="muted">{t('admin.kyc.intro')}</p>
        </div>
      </header>
      <QueueFilterBar
        filters={filters}
        statusOptions={statuses.map((value) => ({ value, label: t(`admin.status.${value}`) }))}
        searchLabel={t('admin.kyc.searchLabel')}
        searchPlaceholder={t('admin.kyc.searchPlaceholder')}
      />
      <DataTable
        label={t('admin.kyc.table')}
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
        rows={queue.data?.items}
        rowKey={(row) => row.id}
        loading={queue.isPending}
        error={queue.isError}
        empty={filters.status === 'pending' ? t('admin.kyc.emptyPending') : t('admin.kyc.empty')}
        onOpen={setOpen}
      />
      {queue.data && <Pager page={queue.data.page} pageSize={queue.data.page_size} total={queue.data.total} onPage={filters.setPage} />}
      {open && <KycReviewDialog item={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
