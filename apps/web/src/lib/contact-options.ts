import { countries, phoneCodeOptions } from '@platform/shared/profile';

export const countryOptions = countries.map((country) => ({ value: country, label: country }));

/** Spec §9 phone codes; each option gets a distinct key because +1 serves both the United States and Canada. */
const countryAbbreviations: Record<string, string> = {
  India: 'IN',
  'United States': 'US',
  'United Kingdom': 'UK',
  'United Arab Emirates': 'UAE',
  Canada: 'CA',
  Australia: 'AU',
};
export const phoneCodeSelectOptions = phoneCodeOptions.map((option, index) => ({
  value: String(index),
  label: `${option.code} (${countryAbbreviations[option.country] ?? option.country})`,
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
