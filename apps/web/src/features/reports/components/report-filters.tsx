import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { ReportFilter } from '../api/report-filter.ts';

/** Period and symbol; the reports reload when applied. */
export function ReportFilters({ value, onApply }: { value: ReportFilter; onApply: (filter: ReportFilter) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, symbol: draft.symbol.trim().toUpperCase() });
  };
  return (
    <form className="reports-filters" onSubmit={submit} aria-label={t('reports.filters')}>
      <label>
        {t('reports.from')}
        <input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      </label>
      <label>
        {t('reports.to')}
        <input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      </label>
      <label>
        {t('reports.symbol')}
        <input
          type="text"
          placeholder={t('reports.allSymbols')}
          maxLength={20}
          value={draft.symbol}
          onChange={(e) => setDraft({ ...draft, symbol: e.target.value })}
        />
      </label>
      <Button type="submit">{t('reports.apply')}</Button>
    </form>
  );
}
