import { formatMoney } from '@platform/shared/money';
export { formatDateTime } from '../../../lib/format-date.ts';

/** "$1,234.56" or "−$12.00". */
export const usd = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '—' : `${amount < 0 ? '−' : ''}$${formatMoney(Math.abs(amount))}`;

/** "0xabc123…def456" */
export const shortAddress = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-6)}` : address);
