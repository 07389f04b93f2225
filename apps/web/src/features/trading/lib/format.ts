import { i18n } from '../../../lib/i18n/i18n.ts';
import { formatMoneyIn } from '../../../lib/i18n/format-money.ts';

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: number | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec §2: dates as dd.MM.yyyy and times as HH:mm:ss (local time). */
export function formatDate(value: number | string | null | undefined): string {
  const date = toDate(value);
  return date ? `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}` : '—';
}

export function formatTime(value: number | string | null | undefined): string {
  const date = toDate(value);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` : '';
}

export function formatDateTime(value: number | string | null | undefined): string {
  const date = toDate(value);
  return date ? `${formatDate(value)} ${formatTime(value)}` : '—';
}

/** Prices with the symbol's digits (5 when unknown, spec §9). */
export function formatPrice(price: number | null | undefined, digits = 5): string {
  return price === null || price === undefined || !Number.isFinite(price) ? '—' : price.toFixed(digits);
}

/** Money with 2 decimals; 'err' where a value could not be computed (spec §8). */
export function formatUsd(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? i18n.t('trading.err') : formatMoneyIn(amount);
}

/** Signed dollars for P/L: -$0.12, $5.00. */
export function formatSignedUsd(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return i18n.t('trading.err');
  return `${amount < 0 ? '-' : ''}$${formatMoneyIn(Math.abs(amount))}`;
}

/** A pip's worth in dollars: two decimals, or two significant digits below a cent (0.01 lot of BTC is $0.0001). */
export function formatPipValue(amount: number): string {
  return amount > 0 && amount < 0.01 ? `$${Number(amount.toPrecision(2)).toFixed(8).replace(/0+$/, '')}` : `$${formatMoneyIn(amount)}`;
}

export function formatLots(volume: number): string {
  return volume.toFixed(2);
}
