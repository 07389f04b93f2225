// " by ops@broker.example at 21.11.2026 10:04:05" after a reviewed item's status.
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

export function ReviewedBy({ who, when }: { who: string | null; when: string | null }) {
  const { t } = useTranslation();
  if (!who) return null;
  return <> {t('admin.queue.by', { who, when: formatDateTime(when) })}</>;
}
