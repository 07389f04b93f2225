import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { statusTone } from '../lib/amounts.ts';

const STATUSES = ['pending', 'approved', 'rejected', 'paid', 'completed', 'failed', 'cancelled'] as const;
const isKnown = (status: string): status is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(status);

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const normalised = status.toLowerCase();
  return (
    <span className="status-badge" data-tone={statusTone(status)}>
      {isKnown(normalised) ? t(`banking.statuses.${normalised}`) : status}
    </span>
  );
}
