import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_MESSAGES } from '@platform/shared/profile';
import type { Me } from '@platform/shared/user';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { countryOptions } from '../../../lib/contact-options.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { personalDetailsSchema, type PersonalDetailsValues } from '../lib/personal-details-schema.ts';
import { orNull, profileFromMe } from '../lib/profile-payload.ts';
import { applyServerFieldErrors } from '../lib/server-field-errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { BirthDateSelects } from './birth-date-selects.tsx';

const text = (value: string | null) => value ?? '';
const part = (value: number | null) => (value === null ? '' : String(value));

function valuesFromMe(me: Me): PersonalDetailsValues {
  return {
    first_name: me.first_name,
    last_name: me.last_name,
    birth_day: part(me.birth_day),
    birth_month: part(me.birth_month),
    birth_year: part(me.birth_year),
    address_line: text(me.address_line),
    postal_code: text(me.postal_code),
    city: text(me.city),
    country: text(me.country),
  };
}

/** Personal Details: name, birth date, street address, postal code, city, country. */
export function PersonalDetailsForm({ me }: { me: Me }) {
  const form = useForm<PersonalDetailsValues>({
    resolver: zodResolver(personalDetailsSchema),
    values: valuesFromMe(me),
    resetOptions: { keepDirtyValues: true },
  });
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const birth =
      values.birth_day === ''
        ? null
        : { day: Number(values.birth_day), month: Number(values.birth_month), year: Number(values.birth_year) };
    try {
      const result = await update.mutateAsync({
        ...profileFromMe(me),
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        birth_day: birth?.day ?? null,
        birth_month: birth?.month ?? null,
        birth_year: birth?.year ?? null,
        address_line: orNull(values.address_line),
        postal_code: orNull(values.postal_code),
        city: orNull(values.city),
        country: orNull(values.country),
      });
      form.reset(valuesFromMe(result.user));
      setOutcome({ kind: 'success', text: PROFILE_MESSAGES.updated });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, (field) => (field in form.getValues() ? (field as Path<PersonalDetailsValues>) : null));
      setOutcome({ kind: 'error', text: serverMessageOr(error, PROFILE_MESSAGES.updateFailed) });
    }
  });

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label={t('profile.personal.form')}>
      <div className="profile-form-row">
        <TextField
          label={t('profile.personal.firstName')}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          label={t('profile.personal.lastName')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
      </div>
      <BirthDateSelects
        register={form.register}
        error={errors.birth_day?.message ?? errors.birth_month?.message ?? errors.birth_year?.message}
      />
      <TextField
        label={t('profile.personal.street')}
        autoComplete="street-address"
        error={errors.address_line?.message}
        {...form.register('address_line')}
      />
      <div className="profile-form-row profile-form-row-3">
        <TextField
          label={t('profile.personal.postalCode')}
          autoComplete="postal-code"
          error={errors.postal_code?.message}
          {...form.register('postal_code')}
        />
        <TextField
          label={t('profile.personal.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <Select
          label={t('profile.personal.country')}
          placeholder={t('profile.personal.selectCountry')}
          options={countryOptions()}
          error={errors.country?.message}
          {...form.register('country')}
        />
      </div>
      <FormMessage kind={outcome?.kind ?? 'success'} text={outcome?.text} />
      <div className="profile-actions">
        <Button type="submit" loading={update.isPending}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
