import type { LedgerKind } from '../../engine-host/engine-host.ts';

/** Integer cents as "-1,234,567.89": exact, grouped in thousands, no float on the way to text. */
export function groupedCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The app's date and time (dd.MM.yyyy HH:mm:ss, apps/web/src/lib/format.ts) in the trader's zone.
 * One formatter per zone.
 */
export function dateTimeWriter(timeZone: string): (ms: number) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (ms) => {
    const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
    return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}:${part.second}`;
  };
}

/** What a ledger kind is called on a statement a trader files. */
export const ledgerKindTitles: Record<LedgerKind, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  realised_pnl: 'Trade P/L',
  swap: 'Swap',
  commission: 'Commission',
  write_off: 'Negative balance write-off',
  adjustment: 'Adjustment',
  demo_credit: 'Demo credit',
  demo_reset: 'Demo reset',
  referral_reward: 'Referral reward',
  credit: 'Credit',
  transfer: 'Transfer between own accounts',
};

export const ledgerKindTitle = (kind: string): string => (ledgerKindTitles as Record<string, string | undefined>)[kind] ?? 'Adjustment';
