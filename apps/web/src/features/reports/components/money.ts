import { i18n } from '../../../lib/i18n/i18n.ts';

export const tone = (value: number | null | undefined) => (!value ? '' : value > 0 ? 'is-up' : 'is-down');

export function holdingText(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return i18n.t('reports.holding.seconds', { value: String(seconds) });
  if (seconds < 3600) return i18n.t('reports.holding.minutes', { value: String(Math.round(seconds / 60)) });
  if (seconds < 86_400) return i18n.t('reports.holding.hours', { value: (seconds / 3600).toFixed(1) });
  return i18n.t('reports.holding.days', { value: (seconds / 86_400).toFixed(1) });
}
