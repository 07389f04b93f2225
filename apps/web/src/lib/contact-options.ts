/** Spec §9 countries offered on the profile. */
export const countries = ['India', 'United States', 'United Kingdom', 'United Arab Emirates', 'Canada', 'Australia', 'Other'] as const;

export interface PhoneCodeOption {
  /** Distinct per country: +1 serves both the United States and Canada. */
  key: string;
  code: string;
  label: string;
}

/** Spec §9 phone codes: +91, +1, +44, +971, +1, +61. */
export const phoneCodeOptions: readonly PhoneCodeOption[] = [
  { key: 'IN', code: '+91', label: '+91 (India)' },
  { key: 'US', code: '+1', label: '+1 (United States)' },
  { key: 'GB', code: '+44', label: '+44 (United Kingdom)' },
  { key: 'AE', code: '+971', label: '+971 (United Arab Emirates)' },
  { key: 'CA', code: '+1', label: '+1 (Canada)' },
  { key: 'AU', code: '+61', label: '+61 (Australia)' },
];

export const phoneCodeSelectOptions = phoneCodeOptions.map((option) => ({ value: option.key, label: option.label }));

/** The option key of a stored code ('+1' maps to the first, the United States); '' when none. */
export function phoneKeyForCode(code: string | null | undefined, country?: string | null): string {
  if (!code) return '';
  const matches = phoneCodeOptions.filter((option) => option.code === code);
  const byCountry = matches.find((option) => option.label.includes(`(${country ?? ''})`));
  return (byCountry ?? matches[0])?.key ?? '';
}

export function phoneCodeForKey(key: string): string {
  return phoneCodeOptions.find((option) => option.key === key)?.code ?? '';
}
