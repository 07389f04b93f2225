// Client groups: each group's account terms and symbol conditions; changes apply on every instance without a restart.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { ClientGroup } from '@platform/shared/client-groups';
import { Button } from '../../../components/ui/button.tsx';
import { useClientGroups } from '../api/client-groups.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { GroupDialog } from '../components/group-dialog.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import '../components/group-dialog.css';

const columns = (t: TFunction): Column<ClientGroup>[] => [
  {
    header: t('admin.groups.columns.name'),
    cell: (g) => (
      <>
        <strong>{g.name}</strong>
        {g.is_default && (
          <span className="cell-sub">{t('admin.groups.defaultFor', { type: t(`admin.groups.types.${g.account_type}`) })}</span>
        )}
      </>
    ),
  },
  { header: t('admin.groups.columns.type'), cell: (g) => t(`admin.groups.types.${g.account_type}`) },
  {
    header: t('admin.groups.columns.mode'),
    cell: (g) => (
      <StatusBadge
        status={g.archived ? 'disabled' : g.trade_mode === 'full' ? 'enabled' : 'disabled'}
        label={g.archived ? t('admin.groups.archived') : t(`admin.groups.modes.${g.trade_mode}`)}
      />
    ),
  },
  { header: t('admin.groups.columns.leverage'), align: 'right', cell: (g) => `1:${g.default_leverage} / 1:${g.max_leverage}` },
  { header: t('admin.groups.columns.levels'), align: 'right', cell: (g) => `${g.margin_call_level}% / ${g.stop_out_level}%` },
  { header: t('admin.groups.columns.rules'), align: 'right', cell: (g) => g.rules.length },
  { header: t('admin.groups.columns.accounts'), align: 'right', cell: (g) => g.accounts },
];

export function GroupsScreen() {
  const { t } = useTranslation();
  const groups = useClientGroups();
  const [editing, setEditing] = useState<ClientGroup | 'new' | null>(null);
  return (
    <div className="groups-page">
      <header className="admin-screen__header">
        <div>
          <h1>{t('admin.groups.title')}</h1>
          <p className="muted">{t('admin.groups.intro')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>{t('admin.groups.new')}</Button>
      </header>
      <DataTable
        label={t('admin.groups.title')}
        columns={[
          ...columns(t),
          {
            key: 'edit',
            header: '',
            align: 'right',
            cell: (g) => (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('admin.groups.editGroup', { name: g.name })}
                onClick={() => setEditing(g)}
              >
                {t('admin.groups.edit')}
              </Button>
            ),
          },
        ]}
        rows={groups.data?.groups}
        rowKey={(g) => String(g.id)}
        loading={groups.isPending}
        error={groups.isError}
        empty={t('admin.groups.none')}
      />
      {editing && <GroupDialog group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
