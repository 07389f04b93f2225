// Audit: every staff action with who, what, when, before and after. Read-only.
import { useState } from 'react';
import type { AuditEntry } from '@platform/shared/admin';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useAuditLog, type AuditParams } from '../api/audit-log.ts';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { useDebounced } from '../hooks/use-debounced.ts';
import './audit-screen.css';
import { formatDateTime } from '../../../lib/format.ts';

const targetOptions = [
  { value: '', label: 'Any' },
  { value: 'user', label: 'Trader / staff' },
  { value: 'kyc', label: 'KYC' },
  { value: 'transaction', label: 'Transaction' },
  { value: 'ticket', label: 'Ticket' },
  { value: 'symbol', label: 'Symbol' },
  { value: 'settings', label: 'Settings' },
];

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

export function AuditScreen() {
  const [filters, setFilters] = useState<Omit<AuditParams, 'page'>>({
    actor: '',
    action: '',
    targetType: '',
    targetId: '',
    from: '',
    to: '',
  });
  const [page, setPage] = useState(1);
  const settled = useDebounced(filters);
  const log = useAuditLog({ ...settled, page });
  const set = (key: keyof typeof filters) => (event: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: event.target.value }));
    setPage(1);
  };

  return (
    <section>
      <header className="admin-screen__header">
        <div>
          <h1>Audit log</h1>
          <p className="muted">Every staff action, as it was recorded. Entries cannot be edited or deleted.</p>
        </div>
      </header>
      <div className="admin-filters">
        <TextField label="Staff" placeholder="Email or id" value={filters.actor} onChange={set('actor')} />
        <TextField label="Action" placeholder="e.g. deposit.approve" value={filters.action} onChange={set('action')} />
        <Select label="Target" options={targetOptions} value={filters.targetType} onChange={set('targetType')} />
        <TextField label="Target id" inputMode="numeric" value={filters.targetId} onChange={set('targetId')} />
        <TextField label="From" type="date" value={filters.from} onChange={set('from')} />
        <TextField label="To" type="date" value={filters.to} onChange={set('to')} />
      </div>
      {log.isError && <div className="banner banner--error">Check the filters: {String(log.error.message)}</div>}
      <DataTable<AuditEntry>
        label="Audit entries"
        rows={log.isError ? [] : log.data?.items}
        rowKey={(e) => e.id}
        loading={log.isPending}
        empty="No entries match"
        columns={[
          { header: 'When', cell: (e) => formatDateTime(e.created_at) },
          {
            header: 'Staff',
            cell: (e) => (
              <>
                {e.actor_email}
                <span className="cell-sub">{e.ip ?? ''}</span>
              </>
            ),
          },
          { header: 'Action', cell: (e) => <span className="mono">{e.action}</span> },
          { header: 'Target', cell: (e) => `${e.target_type}${e.target_id === null ? '' : ` #${e.target_id}`}` },
          {
            header: 'Before',
            className: 'audit-json',
            // Scrollable, so reachable by keyboard and named for a screen reader.
            cell: (e) => (
              <pre tabIndex={0} aria-label={`${e.action} #${e.id}: before`}>
                {json(e.before)}
              </pre>
            ),
          },
          {
            header: 'After',
            className: 'audit-json',
            cell: (e) => (
              <pre tabIndex={0} aria-label={`${e.action} #${e.id}: after`}>
                {json(e.after)}
              </pre>
            ),
          },
        ]}
      />
      {log.data && <Pager page={log.data.page} pageSize={log.data.page_size} total={log.data.total} onPage={setPage} />}
    </section>
  );
}
