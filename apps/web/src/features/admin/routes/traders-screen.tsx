// Traders: search by name or email, filter by status and account type, open a trader's page.
import { useState } from 'react';
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

const columns: Column<TraderSummary>[] = [
  { header: 'ID', cell: (row) => `#${row.id}` },
  {
    header: 'Trader',
    cell: (row) => (
      <>
        {row.name}
        <span className="cell-sub">{row.email}</span>
      </>
    ),
  },
  { header: 'Account', cell: (row) => <span className="admin-cap">{row.account_type}</span> },
  { header: 'Balance', align: 'right', cell: (row) => usd(row.balance) },
  { header: 'KYC', cell: (row) => <StatusBadge status={row.kyc_status} /> },
  { header: 'Login', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Joined', cell: (row) => formatDateTime(row.created_at) },
];

export function TradersScreen() {
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
          <h1>Traders</h1>
          <p className="muted">Find a trader to see their account, money, KYC and tickets.</p>
        </div>
      </header>
      <div className="admin-filters">
        <TextField
          className="admin-filters__search"
          label="Search"
          type="search"
          placeholder="Name or email"
          value={search}
          onChange={(e) => (setSearch(e.target.value), setPage(1))}
        />
        <Select
          label="Account"
          value={accountType}
          options={[
            { value: 'all', label: 'Demo and live' },
            { value: 'live', label: 'Live' },
            { value: 'demo', label: 'Demo' },
          ]}
          onChange={(e) => (setAccountType(e.target.value as TradersParams['accountType']), setPage(1))}
        />
        <Select
          label="Login"
          value={status}
          options={[
            { value: 'all', label: 'Any' },
            { value: 'active', label: 'Active' },
            { value: 'disabled', label: 'Disabled' },
          ]}
          onChange={(e) => (setStatus(e.target.value as TradersParams['status']), setPage(1))}
        />
      </div>
      <DataTable
        label="Traders"
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        loading={list.isPending}
        error={list.isError}
        empty="No traders match"
        onOpen={(row) => navigate(`/admin/traders/${row.id}`)}
      />
      {list.data && <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={setPage} />}
    </section>
  );
}
