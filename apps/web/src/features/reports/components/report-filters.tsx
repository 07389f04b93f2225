import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { ReportFilter } from '../api/report-filter.ts';

/** Period and symbol; the reports reload when applied. */
export function ReportFilters({ value, onApply }: { value: ReportFilter; onApply: (filter: ReportFilter) => void }) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, symbol: draft.symbol.trim().toUpperCase() });
  };
  return (
    <form className="reports-filters" onSubmit={submit} aria-label="Report filters">
      <label>
        From
        <input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      </label>
      <label>
        To
        <input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      </label>
      <label>
        Symbol
        <input
          type="text"
          placeholder="All symbols"
          maxLength={20}
          value={draft.symbol}
          onChange={(e) => setDraft({ ...draft, symbol: e.target.value })}
        />
      </label>
      <Button type="submit">Apply</Button>
    </form>
  );
}
