import type { UseFormRegister } from 'react-hook-form';
import { birthYears } from '@platform/shared/profile';
import { Select } from '../../../components/ui/select.tsx';
import type { PersonalDetailsValues } from '../lib/personal-details-schema.ts';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const dayOptions = Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
const monthOptions = monthNames.map((name, index) => ({ value: String(index + 1), label: name }));
const yearOptions = birthYears().map((year) => ({ value: String(year), label: String(year) }));

/** Birth date as day, month and year selects; years run from this year down to 1900. */
export function BirthDateSelects({ register, error }: { register: UseFormRegister<PersonalDetailsValues>; error?: string | undefined }) {
  return (
    <fieldset className={['ui-field', 'profile-birth', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <legend className="ui-field__label">Date of birth</legend>
      <div className="profile-birth-selects">
        <Select aria-label="Birth day" placeholder="Day" options={dayOptions} {...register('birth_day')} />
        <Select aria-label="Birth month" placeholder="Month" options={monthOptions} {...register('birth_month')} />
        <Select aria-label="Birth year" placeholder="Year" options={yearOptions} {...register('birth_year')} />
      </div>
      {error && (
        <div className="ui-field__error" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
