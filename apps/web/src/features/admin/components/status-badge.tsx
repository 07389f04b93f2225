// Statuses coloured as the trader sees them: approved/answered green, pending/open amber, rejected/disabled red.
import './status-badge.css';

const tones: Record<string, 'ok' | 'wait' | 'bad' | 'neutral'> = {
  approved: 'ok',
  active: 'ok',
  answered: 'ok',
  pending: 'wait',
  open: 'wait',
  rejected: 'bad',
  disabled: 'bad',
  closed: 'neutral',
};

export function StatusBadge({ status, label }: { status: string | null | undefined; label?: string }) {
  if (!status) return <span className="muted">—</span>;
  return <span className={`admin-badge admin-badge--${tones[status] ?? 'neutral'}`}>{label ?? status}</span>;
}
