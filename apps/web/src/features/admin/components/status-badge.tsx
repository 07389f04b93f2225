// Statuses coloured as the trader sees them: approved/answered green, pending/open amber, rejected/disabled red.
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import './status-badge.css';

const tones = {
  approved: 'ok',
  active: 'ok',
  enabled: 'ok',
  answered: 'ok',
  pending: 'wait',
  open: 'wait',
  rejected: 'bad',
  disabled: 'bad',
  closed: 'neutral',
  cancelled: 'neutral',
  none: 'neutral',
} as const satisfies Record<string, 'ok' | 'wait' | 'bad' | 'neutral'>;
type KnownStatus = keyof typeof tones;
const isKnown = (status: string): status is KnownStatus => Object.hasOwn(tones, status);

/** `label` names the status in its own words where the common one does not fit (a symbol's trading is on or off). */
export function StatusBadge({ status, label }: { status: string | null | undefined; label?: string }) {
  const { t } = useTranslation();
  if (!status) return <span className="muted">—</span>;
  const known = isKnown(status);
  return (
    <span className={`admin-badge admin-badge--${known ? tones[status] : 'neutral'}`}>
      {label ?? (known ? t(`admin.status.${status}`) : status)}
    </span>
  );
}
