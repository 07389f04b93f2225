import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHANGE_PASSWORD_SUCCESS, changePasswordRequestSchema, type ChangePasswordRequest } from '@platform/shared/passwords';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useChangePassword } from '../api/change-password.ts';
import { applyServerFieldErrors } from '../lib/server-field-errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx';

const emptyPasswords: ChangePasswordRequest = { old_password: '', new_password: '' };

/** Change Password: the old password is required; the new one must pass every rule of the checklist. */
export function ChangePasswordForm() {
  const form = useForm<ChangePasswordRequest>({ resolver: zodResolver(changePasswordRequestSchema), defaultValues: emptyPasswords });
  const { t } = useTranslation();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const { errors } = form.formState;
  const newPassword = form.watch('new_password');

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await change.mutateAsync(values);
      form.reset(emptyPasswords);
      setOutcome({ kind: 'success', text: CHANGE_PASSWORD_SUCCESS });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, (field) => (field === 'old_password' || field === 'new_password' ? field : null));
      setOutcome({ kind: 'error', text: serverMessageOr(error, t('profile.password.failed')) });
    }
  });

  return (
    <form className="profile-form profile-form-narrow" onSubmit={submit} noValidate aria-label={t('profile.password.form')}>
      <TextField
        label={t('profile.password.old')}
        type="password"
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...form.register('old_password')}
      />
      <TextField
        label={t('profile.password.new')}
        type="password"
        autoComplete="new-password"
        error={errors.new_password?.message}
        {...form.register('new_password')}
      />
      <PasswordChecklist password={newPassword} />
      <FormMessage kind={outcome?.kind ?? 'success'} text={outcome?.text} />
      <div className="profile-actions">
        <Button type="submit" loading={change.isPending}>
          {t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}
