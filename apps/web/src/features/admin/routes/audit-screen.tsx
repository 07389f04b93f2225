// Audit: every staff action with who, what, when, before and after. Read-only.
import { useState } from 'react';
import type { AuditEntry } from '@platform/shared/admin';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useAuditLog, type AuditParams } from '../api/audit-log.ts';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { useDebounced } from '../hooks/use-debounced.ts';
import { errorText } from '../components/error-text.ts';
import './audit-screen.css';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

/** What an entry is about; '' (any) is `admin.audit.targets.any`. */
const targets = ['user', 'kyc', 'transaction', 'ticket', 'symbol', 'settings'] as const;
const isTarget = (type: string): type is (typeof targets)[number] => (targets as readonly string[]).includes(type);

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

export function AuditScreen() {
  const { t } = useTranslation();
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
          <h1>{t('admin.audit.title')}</h1>
          <p className="muted">{t('admin.audit.intro')}</p>
        </div>
      </header>
      <div className="admin-filters">
        <TextField
          label={t('admin.audit.staff')}
          placeholder={t('admin.audit.staffPlaceholder')}
          value={filters.actor}
          onChange={set('actor')}
        />
        <TextField
          label={t('admin.audit.action')}
          placeholder={t('admin.audit.actionPlaceholder')}
          value={filters.action}
          onChange={set('action')}
        />
        <Select
          label={t('admin.audit.target')}
          options={[
            { value: '', label: t('admin.audit.targets.any') },
            ...targets.map((value) => ({ value, label: t(`admin.audit.targets.${value}`) })),
          ]}
          value={filters.targetType}
          onChange={set('targetType')}
        />
        <TextField label={t('admin.audit.targetId')} inputMode="numeric" value={filters.targetId} onChange={set('targetId')} />
        <TextField label={t('admin.audit.from')} type="date" value={filters.from} onChange={set('from')} />
        <TextField label={t('admin.audit.to')} type="date" value={filters.to} onChange={set('to')} />
      </div>
      {log.isError && <div className="banner banner--error">{t('admin.audit.badFilters', { message: errorText(log.error) })}</div>}
      <DataTable<AuditEntry>
        label={t('admin.audit.table')}
        rows={log.isError ? [] : log.data?.items}
        rowKey={(e) => e.id}
        loading={log.isPending}
        empty={t('admin.audit.empty')}
        columns={[
          { header: t('admin.audit.when'), cell: (e) => formatDateTime(e.created_at) },
          {
            header: t('admin.audit.staff'),
            cell: (e) => (
              <>
                {e.actor_email}
                <span className="cell-sub">{e.ip ?? ''}</span>
              </>
            ),
          },
          { header: t('admin.audit.action'), cell: (e) => <span className="mono">{e.action}</span> },
          {
            header: t('admin.audit.target'),
            cell: (e) =>
              `${isTarget(e.target_type) ? t(`admin.audit.targets.${e.target_type}`) : e.target_type}${e.target_id === null ? '' : ` #${e.target_id}`}`,
          },
          {
            header: t('admin.audit.before'),
            className: 'audit-json',
            // Scrollable, so reachable by keyboard and named for a screen reader.
            cell: (e) => (
              <pre tabIndex={0} aria-label={t('admin.audit.beforeOf', { action: e.action, id: String(e.id) })}>
                {json(e.before)}
              </pre>
            ),
          },
          {
            header: t('admin.audit.after'),
            className: 'audit-json',
            cell: (e) => (
              <pre tabIndex={0} aria-label={t('admin.audit.afterOf', { action: e.action, id: String(e.id) })}>
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
