// Add a staff login: email, name, role and an initial password to hand over.
import { useState, type FormEvent } from 'react';
import { staffCreateSchema, type StaffRole } from '@platform/shared/admin';
import { fieldErrorsFromZod } from '@platform/shared/errors';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useCreateStaff } from '../api/create-staff.ts';
import { errorText } from './error-text.ts';
import { roleOptions } from './role-options.ts';

export function StaffCreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateStaff();
  const toast = useToast();
  const [form, setForm] = useState({ email: '', name: '', role: 'support' as StaffRole, password: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = staffCreateSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (member) => {
        toast.show({ title: 'Staff member added', description: `${member.email} (${member.role})`, variant: 'success' });
        onClose();
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Add staff member" size="sm">
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField label="Email" type="email" value={form.email} error={errors.email?.[0]} onChange={set('email')} />
        <TextField label="Full name" value={form.name} error={errors.name?.[0]} onChange={set('name')} />
        <Select label="Role" value={form.role} options={roleOptions} onChange={set('role')} />
        <TextField
          label="Initial password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters; hand it over privately."
          value={form.password}
          error={errors.password?.[0]}
          onChange={set('password')}
        />
        {create.isError && <div className="banner banner--error">{errorText(create.error)}</div>}
        <div className="admin-gate__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
