import { countries, phoneCodeOptions } from '@platform/shared/profile';
import { i18n } from './i18n/i18n.ts';

/** The profile's countries, named in the chosen language (the value stays the spec's English name). */
export const countryOptions = () => countries.map((country) => ({ value: country, label: i18n.t(`profile.countries.${country}`) }));

/** Spec §9 phone codes ('+91 (IN)'); each option gets a distinct key because +1 serves both the United States and Canada. */
export const phoneCodeSelectOptions = () =>
  phoneCodeOptions.map((option, index) => ({
    value: String(index),
    label: i18n.t('profile.phoneOption', { code: option.code, country: i18n.t(`profile.phoneCountries.${option.country}`) }),
  }));

/** The option key of a stored code: the trader's country decides between the two +1 entries; '' when none. */
export function phoneKeyForCode(code: string | null | undefined, country?: string | null): string {
  if (!code) return '';
  const byCountry = phoneCodeOptions.findIndex((option) => option.code === code && option.country === country);
  const index = byCountry >= 0 ? byCountry : phoneCodeOptions.findIndex((option) => option.code === code);
  return index >= 0 ? String(index) : '';
}

export function phoneCodeForKey(key: string): string {
  return key === '' ? '' : (phoneCodeOptions[Number(key)]?.code ?? '');
}
