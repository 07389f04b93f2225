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

export function StaffScreen({ me }: { me: Me }) {
  const staff = useStaff();
  const update = useUpdateStaff();
  const toast = useToast();
  const [adding, setAdding] = useState(false);

  const change = (member: StaffMember, changes: { role?: StaffRole; status?: 'active' | 'disabled' }) =>
    update.mutate(
      { id: member.id, ...changes },
      {
        onSuccess: (fresh) =>
          toast.show({ title: 'Staff member updated', description: `${fresh.email}: ${fresh.role}, ${fresh.status}`, variant: 'success' }),
        onError: (error) => toast.show({ title: 'Could not update', description: errorText(error), variant: 'error' }),
      },
    );

  return (
    <section>
      <header className="admin-screen__header">
        <div>
          <h1>Staff</h1>
          <p className="muted">Roles decide what each member can open. Disabling signs them out at once.</p>
        </div>
        <Button onClick={() => setAdding(true)}>Add staff member</Button>
      </header>
      <DataTable<StaffMember>
        label="Staff"
        rows={staff.data?.items}
        rowKey={(m) => m.id}
        loading={staff.isPending}
        error={staff.isError}
        empty="No staff yet"
        columns={[
          {
            header: 'Member',
            cell: (m) => (
              <>
                {m.name} {m.id === me.id && <span className="muted">(you)</span>}
                <span className="cell-sub">{m.email}</span>
              </>
            ),
          },
          {
            header: 'Role',
            cell: (m) => (
              <Select
                className="staff-role"
                aria-label={`Role of ${m.email}`}
                value={m.role}
                options={roleOptions}
                disabled={update.isPending || m.id === me.id}
                onChange={(e) => change(m, { role: e.target.value as StaffRole })}
              />
            ),
          },
          { header: 'Login', cell: (m) => <StatusBadge status={m.status} /> },
          { header: 'Added', cell: (m) => formatDateTime(m.created_at) },
          {
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
                  {m.status === 'active' ? 'Disable' : 'Enable'}
                </Button>
              ),
          },
        ]}
      />
      {adding && <StaffCreateDialog onClose={() => setAdding(false)} />}
    </section>
  );
}
