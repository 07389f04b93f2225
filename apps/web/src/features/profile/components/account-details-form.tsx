import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_MESSAGES } from '@platform/shared/profile';
import type { Me } from '@platform/shared/user';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { phoneCodeForKey, phoneCodeSelectOptions, phoneKeyForCode } from '../../../lib/contact-options.ts';
import { canDisplayIn } from '../../../lib/display-currency.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { symbolsQueryOptions } from '../../../lib/symbols-query.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { accountDetailsSchema, type AccountDetailsValues } from '../lib/account-details-schema.ts';
import { orNull, profileFromMe } from '../lib/profile-payload.ts';
import { applyServerFieldErrors } from '../lib/server-field-errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { CurrencyPicker } from './currency-picker.tsx';
import { EmailVerification } from './email-verification.tsx';
import './security.css';

function valuesFromMe(me: Me): AccountDetailsValues {
  return {
    phoneKey: phoneKeyForCode(me.phone_code, me.country),
    mobile: me.mobile ?? '',
    email2: me.email2 ?? '',
    preferred_currency: me.preferred_currency ?? '',
  };
}

const fieldForWire: Record<string, keyof AccountDetailsValues> = {
  phone_code: 'phoneKey',
  mobile: 'mobile',
  email2: 'email2',
  preferred_currency: 'preferred_currency',
};

/** Account Details: read-only username and email, phone, secondary email and the preferred display currency. */
export function AccountDetailsForm({ me }: { me: Me }) {
  const form = useForm<AccountDetailsValues>({
    resolver: zodResolver(accountDetailsSchema),
    values: valuesFromMe(me),
    resetOptions: { keepDirtyValues: true },
  });
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const { errors } = form.formState;
  const sheet = useQuery(symbolsQueryOptions).data?.symbols;
  const chosenCurrency = form.watch('preferred_currency');
  const currencyHint =
    chosenCurrency && sheet && !canDisplayIn(chosenCurrency, sheet)
      ? t('displayCurrency.noRateHint', { code: chosenCurrency })
      : t('displayCurrency.hint');

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await update.mutateAsync({
        ...profileFromMe(me),
        phone_code: orNull(phoneCodeForKey(values.phoneKey)),
        mobile: orNull(values.mobile),
        email2: orNull(values.email2),
        preferred_currency: orNull(values.preferred_currency),
      });
      form.reset(valuesFromMe(result.user));
      setOutcome({ kind: 'success', text: PROFILE_MESSAGES.updated });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, (field) => fieldForWire[field] ?? null);
      setOutcome({ kind: 'error', text: serverMessageOr(error, PROFILE_MESSAGES.updateFailed) });
    }
  });

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label={t('profile.account.form')}>
      <TextField label={t('profile.account.username')} value={me.username} readOnly />
      <div className="profile-phone">
        <Select
          label={t('profile.account.phoneCode')}
          placeholder={t('profile.account.code')}
          options={phoneCodeSelectOptions()}
          error={errors.phoneKey?.message}
          {...form.register('phoneKey')}
        />
        <TextField
          label={t('profile.account.phone')}
          type="tel"
          autoComplete="tel-national"
          error={errors.mobile?.message}
          {...form.register('mobile')}
        />
      </div>
      <TextField label={t('profile.account.email')} value={me.email} readOnly />
      <EmailVerification me={me} />
      <TextField
        label={t('profile.account.email2')}
        type="email"
        autoComplete="email"
        hint={t('profile.account.email2Hint')}
        error={errors.email2?.message}
        {...form.register('email2')}
      />
      <Controller
        control={form.control}
        name="preferred_currency"
        render={({ field }) => (
          <CurrencyPicker
            label={t('profile.account.currency')}
            value={field.value || null}
            onChange={field.onChange}
            error={errors.preferred_currency?.message}
            hint={currencyHint}
          />
        )}
      />
      <FormMessage kind={outcome?.kind ?? 'success'} text={outcome?.text} />
      <div className="profile-actions">
        <Button type="submit" loading={update.isPending}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
