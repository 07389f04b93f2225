import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { phoneCodeForKey, phoneCodeSelectOptions, phoneKeyForCode } from '../../../lib/contact-options.ts';
import { localMessage, serverMessageOr } from '../../../lib/server-message.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useMe } from '../../../lib/use-me.ts';
import { SUPPORT_MESSAGES } from '@platform/shared/support';
import { useCreateTicket } from '../api/create-ticket.ts';
import { ticketFormSchema, type TicketFormValues } from '../lib/ticket-form-schema.ts';

const emptyTicket: TicketFormValues = { name: '', email: '', phoneKey: '0', phone: '', subject: '', message: '' };

/** The support request form; name, email and phone start from the trader's profile. */
export function TicketForm() {
  const { t } = useTranslation();
  const me = useMe();
  const form = useForm<TicketFormValues>({ resolver: zodResolver(ticketFormSchema), defaultValues: emptyTicket });
  const ticket = useCreateTicket();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const { errors } = form.formState;

  const user = me.data;
  useEffect(() => {
    if (!user || form.formState.isDirty) return;
    form.reset({
      ...emptyTicket,
      name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.name,
      email: user.email,
      phoneKey: phoneKeyForCode(user.phone_code, user.country) || '0',
      phone: user.mobile ?? '',
    });
  }, [user, form]);

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await ticket.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        phone_code: phoneCodeForKey(values.phoneKey),
        phone: values.phone.trim(),
        ...(values.subject.trim() ? { subject: values.subject.trim() } : {}),
        message: values.message.trim(),
      });
      form.reset({ ...form.getValues(), subject: '', message: '' });
      setOutcome({ kind: 'success', text: SUPPORT_MESSAGES.submitted });
    } catch (error) {
      setOutcome({ kind: 'error', text: serverMessageOr(error, SUPPORT_MESSAGES.failed) });
    }
  });

  return (
    <form className="support-form" onSubmit={submit} noValidate aria-label={t('support.form.label')}>
      <div className="support-form-row">
        <TextField label={t('support.form.name')} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label={t('support.form.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <div className="support-phone">
        <Select label={t('support.form.code')} options={phoneCodeSelectOptions()} {...form.register('phoneKey')} />
        <TextField
          label={t('support.form.phone')}
          type="tel"
          autoComplete="tel-national"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <TextField label={t('support.form.subject')} error={errors.subject?.message} {...form.register('subject')} />
      <div className={['ui-field', errors.message && 'ui-field--invalid'].filter(Boolean).join(' ')}>
        <label className="ui-field__label" htmlFor="support-message">
          {t('support.form.message')}
        </label>
        <textarea
          id="support-message"
          className="ui-input support-message"
          rows={5}
          aria-invalid={errors.message ? true : undefined}
          {...form.register('message')}
        />
        {errors.message?.message && (
          <div className="ui-field__error" role="alert">
            {localMessage(errors.message.message)}
          </div>
        )}
      </div>
      <FormMessage kind={outcome?.kind ?? 'success'} text={outcome?.text} />
      <Button type="submit" size="lg" block loading={ticket.isPending}>
        {t('support.form.submit')}
      </Button>
    </form>
  );
}
