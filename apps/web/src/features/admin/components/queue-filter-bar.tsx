// The status select and search box above a review queue (KYC, deposits, withdrawals, tickets).
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { QueueFilters } from '../hooks/use-queue-filters.ts';

interface QueueFilterBarProps<S extends string> {
  filters: QueueFilters<S>;
  statusOptions: { value: S; label: string }[];
  searchLabel: string;
  searchPlaceholder: string;
}

export function QueueFilterBar<S extends string>({ filters, statusOptions, searchLabel, searchPlaceholder }: QueueFilterBarProps<S>) {
  const { t } = useTranslation();
  return (
    <div className="admin-filters">
      <Select
        label={t('admin.status.label')}
        options={statusOptions}
        value={filters.status}
        onChange={(e) => filters.changeStatus(e.target.value as S)}
      />
      <TextField
        className="admin-filters__search"
        label={searchLabel}
        type="search"
        placeholder={searchPlaceholder}
        value={filters.search}
        onChange={(e) => filters.changeSearch(e.target.value)}
      />
    </div>
  );
}
