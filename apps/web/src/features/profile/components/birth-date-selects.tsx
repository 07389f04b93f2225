import type { UseFormRegister } from 'react-hook-form';
import { birthYears } from '@platform/shared/profile';
import { Select } from '../../../components/ui/select.tsx';
import { INTL_LOCALE, useLanguage, useTranslation } from '../../../lib/i18n/i18n.ts';
import { localMessage } from '../../../lib/server-message.ts';
import type { PersonalDetailsValues } from '../lib/personal-details-schema.ts';

const dayOptions = Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
const yearOptions = birthYears().map((year) => ({ value: String(year), label: String(year) }));

/** Birth date as day, month and year selects; years run from this year down to 1900. */
export function BirthDateSelects({ register, error }: { register: UseFormRegister<PersonalDetailsValues>; error?: string | undefined }) {
  const { t } = useTranslation();
  const monthOptions = useMonthOptions();
  return (
    <fieldset className={['ui-field', 'profile-birth', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <legend className="ui-field__label">{t('profile.personal.birthDate')}</legend>
      <div className="profile-birth-selects">
        <Select
          aria-label={t('profile.personal.birthDay')}
          placeholder={t('profile.personal.day')}
          options={dayOptions}
          {...register('birth_day')}
        />
        <Select
          aria-label={t('profile.personal.birthMonth')}
          placeholder={t('profile.personal.month')}
          options={monthOptions}
          {...register('birth_month')}
        />
        <Select
          aria-label={t('profile.personal.birthYear')}
          placeholder={t('profile.personal.year')}
          options={yearOptions}
          {...register('birth_year')}
        />
      </div>
      {error && (
        <div className="ui-field__error" role="alert">
          {localMessage(error)}
        </div>
      )}
    </fieldset>
  );
}

/** January…December in the chosen language (the spec's English names in English). */
function useMonthOptions() {
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(INTL_LOCALE[language], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: format.format(Date.UTC(2000, index, 1)) }));
}
