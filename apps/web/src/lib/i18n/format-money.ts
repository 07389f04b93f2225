// Money as the chosen language writes it: 1,234.56 in English (the spec's two decimals), 1,23,456.78 in Hindi.
import { i18n, INTL_LOCALE, isLanguage } from './i18n.ts';

export function formatMoneyIn(amount: number): string {
  const locale = INTL_LOCALE[isLanguage(i18n.language) ? i18n.language : 'en'];
  return amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
