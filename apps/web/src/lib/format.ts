// The one place dates, times, money, prices, lots and addresses are written for the screen
// (spec §2, §8, §9). Money follows the chosen language (1,234.56 in English, 1,23,456.78 in Hindi);
// dates and times keep the spec's dd.MM.yyyy and HH:mm:ss in the trader's local time.
import { i18n, INTL_LOCALE, isLanguage } from './i18n/i18n.ts';

type When = number | string | Date | null | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: When): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd.MM.yyyy; '—' when absent or invalid. */
export function formatDate(value: When): string {
  const date = toDate(value);
  return date ? `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}` : '—';
}

/** HH:mm:ss; '' when absent or invalid. */
export function formatTime(value: When): string {
  const date = toDate(value);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` : '';
}

/** dd.MM.yyyy HH:mm:ss; '—' when absent or invalid. */
export function formatDateTime(value: When): string {
  return toDate(value) ? `${formatDate(value)} ${formatTime(value)}` : '—';
}

/**
 * One money formatter per locale: `toLocaleString` with options builds a new `Intl.NumberFormat` on
 * every call (up to 37 ms of one render of a dashboard full of figures, issue 13).
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Two decimals with the chosen language's grouping. */
export function formatMoneyIn(amount: number): string {
  const locale = INTL_LOCALE[isLanguage(i18n.language) ? i18n.language : 'en'];
  let format = moneyFormats.get(locale);
  if (!format) moneyFormats.set(locale, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })));
  return format.format(amount);
}

/** Money with 2 decimals; 'err' where a value could not be computed (spec §8). */
export function formatUsd(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? i18n.t('common.err') : formatMoneyIn(amount);
}

/** Signed dollars for P/L: -$0.12, $5.00. */
export function formatSignedUsd(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return i18n.t('common.err');
  return `${amount < 0 ? '-' : ''}$${formatMoneyIn(Math.abs(amount))}`;
}

/** Money or '—' when there is none (report figures). */
export const formatMoneyOrDash = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatMoneyIn(value));

/** Staff screens: "$1,234.56" or "−$12.00" (Indian grouping in Hindi), '—' when absent. */
export const formatStaffUsd = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '—' : `${amount < 0 ? '−' : ''}$${formatMoneyIn(Math.abs(amount))}`;

/** Amounts are USD with up to 2 decimals (spec §9). */
const usdAmount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
export function formatUsdAmount(amount: number): string {
  return usdAmount.format(amount);
}

/** A pip's worth in dollars: two decimals, or two significant digits below a cent (0.01 lot of BTC is $0.0001). */
export function formatPipValue(amount: number): string {
  return amount > 0 && amount < 0.01 ? `$${Number(amount.toPrecision(2)).toFixed(8).replace(/0+$/, '')}` : `$${formatMoneyIn(amount)}`;
}

/** Prices with the symbol's digits (5 when unknown, spec §9). */
export function formatPrice(price: number | null | undefined, digits = 5): string {
  return price === null || price === undefined || !Number.isFinite(price) ? '—' : price.toFixed(digits);
}

export function formatLots(volume: number): string {
  return volume.toFixed(2);
}

/** Addresses are shortened to their first 6 and last 6 characters (spec §9). */
export function shortenAddress(address: string): string {
  return address.length <= 15 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;
}
