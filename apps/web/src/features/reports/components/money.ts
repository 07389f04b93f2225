import { formatMoney } from '@platform/shared/money';

export const money = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatMoney(value));
export const tone = (value: number | null | undefined) => (!value ? '' : value > 0 ? 'is-up' : 'is-down');

export function holdingText(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)}m`;
  if (seconds < 86_400) return `${(seconds / 3600).toFixed(1)}h`;
  return `${(seconds / 86_400).toFixed(1)}d`;
}
