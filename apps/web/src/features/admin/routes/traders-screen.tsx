// Traders: search by name or email, filter by status and account type, open a trader's page.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import type { TraderSummary } from '@platform/shared/admin';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTraders, type TradersParams } from '../api/traders.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { useDebounced } from '../hooks/use-debounced.ts';
import { formatDateTime, formatStaffUsd as usd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

const columns = (t: TFunction): Column<TraderSummary>[] => [
  { header: t('admin.columns.id'), cell: (row) => `#${row.id}` },
  {
    header: t('admin.columns.trader'),
    cell: (row) => (
      <>
        {row.name}
        <span className="cell-sub">{row.email}</span>
      </>
    ),
  },
  { header: t('admin.columns.account'), cell: (row) => t(`admin.accountTypes.${row.account_type}`) },
  { header: t('admin.columns.balance'), align: 'right', cell: (row) => usd(row.balance) },
  { header: t('admin.columns.kyc'), cell: (row) => <StatusBadge status={row.kyc_status} /> },
  { header: t('admin.columns.login'), cell: (row) => <StatusBadge status={row.status} /> },
  { header: t('admin.columns.joined'), cell: (row) => formatDateTime(row.created_at) },
];

export function TradersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TradersParams['status']>('all');
  const [accountType, setAccountType] = useState<TradersParams['accountType']>('all');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounced(search);
  const list = useTraders({ search: debouncedSearch, status, accountType, page });

  return (
    <section>
      <header className="admin-screen__header">
        <div>
          <h1>{t('admin.traders.title')}</h1>
          <p className="muted">{t('admin.traders.intro')}</p>
        </div>
      </header>
      <div className="admin-filters">
        <TextField
          className="admin-filters__search"
          label={t('admin.queue.search')}
          type="search"
          placeholder={t('admin.traders.searchPlaceholder')}
          value={search}
          onChange={(e) => (setSearch(e.target.value), setPage(1))}
        />
        <Select
          label={t('admin.traders.account')}
          value={accountType}
          options={[
            { value: 'all', label: t('admin.traders.anyAccount') },
            { value: 'live', label: t('admin.accountTypes.live') },
            { value: 'demo', label: t('admin.accountTypes.demo') },
          ]}
          onChange={(e) => (setAccountType(e.target.value as TradersParams['accountType']), setPage(1))}
        />
        <Select
          label={t('admin.traders.login')}
          value={status}
          options={[
            { value: 'all', label: t('admin.traders.anyLogin') },
            { value: 'active', label: t('admin.status.active') },
            { value: 'disabled', label: t('admin.status.disabled') },
          ]}
          onChange={(e) => (setStatus(e.target.value as TradersParams['status']), setPage(1))}
        />
      </div>
      <DataTable
        label={t('admin.traders.title')}
        columns={columns(t)}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        loading={list.isPending}
        error={list.isError}
        empty={t('admin.traders.empty')}
        onOpen={(row) => navigate(`/admin/traders/${row.id}`)}
      />
      {list.data && <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={setPage} />}
    </section>
  );
}
