// Audit: every staff action with who, what, when, before and after. Read-only.
import { useState } from 'react';
import type { AuditEntry } from '@platform/shared/admin';
import { accountIdOfNumber } from '@platform/shared/trading-accounts';
import { DateField } from '../../../components/ui/date-field.tsx';
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
  // Staff type the account number traders read (#100123); the query names the account's id.
  const [filters, setFilters] = useState<Omit<AuditParams, 'page' | 'account'> & { accountNumber: string }>({
    actor: '',
    action: '',
    targetType: '',
    targetId: '',
    accountNumber: '',
    from: '',
    to: '',
  });
  const [page, setPage] = useState(1);
  // A date typed so far that is no real date: the log waits (and the field says so) rather than ignore it.
  const [badDates, setBadDates] = useState({ from: false, to: false });
  const { accountNumber, ...settled } = useDebounced(filters);
  const accountId = accountNumber.trim() === '' ? null : accountIdOfNumber(accountNumber);
  const badAccount = accountNumber.trim() !== '' && accountId === null;
  const log = useAuditLog(
    { ...settled, account: accountId === null ? '' : String(accountId), page },
    !badAccount && !badDates.from && !badDates.to,
  );
  const set = (key: keyof typeof filters) => (event: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: event.target.value }));
    setPage(1);
  };
  const setDate = (key: 'from' | 'to') => (iso: string | null) => {
    setBadDates((bad) => ({ ...bad, [key]: iso === null }));
    if (iso === null) return;
    setFilters((f) => ({ ...f, [key]: iso }));
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
        <TextField
          label={t('admin.audit.account')}
          placeholder="#100123"
          value={filters.accountNumber}
          onChange={set('accountNumber')}
          error={badAccount ? t('admin.audit.badAccount') : undefined}
        />
        <DateField
          label={t('admin.audit.from')}
          placeholder={t('admin.audit.datePlaceholder')}
          value={filters.from}
          onChange={setDate('from')}
          error={badDates.from ? t('admin.audit.dateInvalid') : undefined}
        />
        <DateField
          label={t('admin.audit.to')}
          placeholder={t('admin.audit.datePlaceholder')}
          value={filters.to}
          onChange={setDate('to')}
          error={badDates.to ? t('admin.audit.dateInvalid') : undefined}
        />
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
          { header: t('admin.audit.account'), cell: (e) => (e.account_number === null ? '—' : `#${e.account_number}`) },
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
