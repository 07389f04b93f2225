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
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { localMessage } from '../../../lib/server-message.ts';

export function StaffCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const toast = useToast();
  const [form, setForm] = useState({ email: '', name: '', role: 'support' as StaffRole, password: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const fieldError = (key: keyof typeof form) => errors[key]?.[0] && localMessage(errors[key][0]);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = staffCreateSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (member) => {
        toast.show({
          title: t('admin.staff.created'),
          description: t('admin.staff.createdNote', { email: member.email, role: t(`admin.roles.${member.role}`) }),
          variant: 'success',
        });
        onClose();
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('admin.staff.dialogTitle')} size="sm">
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField label={t('admin.staff.email')} type="email" value={form.email} error={fieldError('email')} onChange={set('email')} />
        <TextField label={t('admin.staff.name')} value={form.name} error={fieldError('name')} onChange={set('name')} />
        <Select label={t('admin.staff.role')} value={form.role} options={roleOptions(t)} onChange={set('role')} />
        <TextField
          label={t('admin.staff.password')}
          type="password"
          autoComplete="new-password"
          hint={t('admin.staff.passwordHint')}
          value={form.password}
          error={fieldError('password')}
          onChange={set('password')}
        />
        {create.isError && <div className="banner banner--error">{errorText(create.error)}</div>}
        <div className="admin-gate__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.staff.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('admin.staff.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
