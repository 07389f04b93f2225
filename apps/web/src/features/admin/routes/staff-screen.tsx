// Staff: every back-office login, its role and whether it may sign in; admins add members here.
import { useState } from 'react';
import type { StaffMember, StaffRole } from '@platform/shared/admin';
import type { Me } from '@platform/shared/user';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useStaff } from '../api/staff.ts';
import { useUpdateStaff } from '../api/update-staff.ts';
import { DataTable } from '../components/data-table.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { StaffCreateDialog } from '../components/staff-create-dialog.tsx';
import { errorText } from '../components/error-text.ts';
import { roleOptions } from '../components/role-options.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

export function StaffScreen({ me }: { me: Me }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const update = useUpdateStaff();
  const toast = useToast();
  const [adding, setAdding] = useState(false);

  const change = (member: StaffMember, changes: { role?: StaffRole; status?: 'active' | 'disabled' }) =>
    update.mutate(
      { id: member.id, ...changes },
      {
        onSuccess: (fresh) =>
          toast.show({
            title: t('admin.staff.updated'),
            description: t('admin.staff.updatedNote', {
              email: fresh.email,
              role: t(`admin.roles.${fresh.role}`),
              status: t(`admin.status.${fresh.status}`),
            }),
            variant: 'success',
          }),
        onError: (error) => toast.show({ title: t('admin.staff.updateFailed'), description: errorText(error), variant: 'error' }),
      },
    );

  return (
    <section>
      <header className="admin-screen__header">
        <div>
          <h1>{t('admin.staff.title')}</h1>
          <p className="muted">{t('admin.staff.intro')}</p>
        </div>
        <Button onClick={() => setAdding(true)}>{t('admin.staff.add')}</Button>
      </header>
      <DataTable<StaffMember>
        label={t('admin.staff.table')}
        rows={staff.data?.items}
        rowKey={(m) => m.id}
        loading={staff.isPending}
        error={staff.isError}
        empty={t('admin.staff.empty')}
        columns={[
          {
            header: t('admin.staff.member'),
            cell: (m) => (
              <>
                {m.name} {m.id === me.id && <span className="muted">{t('admin.staff.you')}</span>}
                <span className="cell-sub">{m.email}</span>
              </>
            ),
          },
          {
            header: t('admin.staff.role'),
            cell: (m) => (
              <Select
                className="staff-role"
                aria-label={t('admin.staff.roleOf', { email: m.email })}
                value={m.role}
                options={roleOptions(t)}
                disabled={update.isPending || m.id === me.id}
                onChange={(e) => change(m, { role: e.target.value as StaffRole })}
              />
            ),
          },
          { header: t('admin.staff.login'), cell: (m) => <StatusBadge status={m.status} /> },
          { header: t('admin.staff.added'), cell: (m) => formatDateTime(m.created_at) },
          {
            key: 'toggle',
            header: '',
            align: 'right',
            cell: (m) =>
              m.id === me.id ? null : (
                <Button
                  size="sm"
                  variant={m.status === 'active' ? 'danger' : 'secondary'}
                  disabled={update.isPending}
                  onClick={() => change(m, { status: m.status === 'active' ? 'disabled' : 'active' })}
                >
                  {m.status === 'active' ? t('admin.staff.disable') : t('admin.staff.enable')}
                </Button>
              ),
          },
        ]}
      />
      {adding && <StaffCreateDialog onClose={() => setAdding(false)} />}
    </section>
  );
}
