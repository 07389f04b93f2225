import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { ReportFilter } from '../api/report-filter.ts';

/** Period and symbol; the reports reload when applied. */
export function ReportFilters({ value, onApply }: { value: ReportFilter; onApply: (filter: ReportFilter) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [badDates, setBadDates] = useState({ from: false, to: false });
  const [showError, setShowError] = useState(false);
  const setDate = (field: 'from' | 'to') => (iso: string | null) => {
    setBadDates((bad) => ({ ...bad, [field]: iso === null }));
    if (iso !== null) setDraft((current) => ({ ...current, [field]: iso }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowError(badDates.from || badDates.to);
    if (badDates.from || badDates.to) return;
    onApply({ ...draft, symbol: draft.symbol.trim().toUpperCase() });
  };
  return (
    <form className="reports-filters" onSubmit={submit} aria-label={t('reports.filters')}>
      <label>
        {t('reports.from')}
        <DateInput value={draft.from} placeholder={t('reports.datePlaceholder')} onChange={setDate('from')} />
      </label>
      <label>
        {t('reports.to')}
        <DateInput value={draft.to} placeholder={t('reports.datePlaceholder')} onChange={setDate('to')} />
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
      {showError && (badDates.from || badDates.to) && (
        <p className="reports-filters__error" role="alert">
          {t('reports.dateInvalid')}
        </p>
      )}
    </form>
  );
}
