// Book: the symbol sheet and the broker's settings; every change applies without a restart.
import { useState } from 'react';
import type { SymbolSpec } from '@platform/shared/symbols';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useSymbolSheet } from '../api/symbol-sheet.ts';
import { useBrokerSettings } from '../api/broker-settings.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { SymbolEditDialog } from '../components/symbol-edit-dialog.tsx';
import { SettingsForm } from '../components/settings-form.tsx';
import './book-screen.css';

const columns: Column<SymbolSpec>[] = [
  {
    header: 'Symbol',
    cell: (s) => (
      <>
        <strong>{s.symbol}</strong>
        <span className="cell-sub">{s.title}</span>
      </>
    ),
  },
  { header: 'Category', cell: (s) => <span className="admin-cap">{s.category}</span> },
  { header: 'Trading', cell: (s) => <StatusBadge status={s.enabled ? 'active' : 'disabled'} label={s.enabled ? 'Enabled' : 'Disabled'} /> },
  { header: 'Markup (pips)', align: 'right', cell: (s) => s.spread_markup },
  { header: 'Leverage', align: 'right', cell: (s) => `1:${s.leverage}` },
  { header: 'Swap L / S', align: 'right', cell: (s) => `${s.swap_long} / ${s.swap_short}` },
  { header: 'Hours', cell: (s) => (s.trading_hours === 'always' ? '24/7' : 'FX week') },
  { header: 'Volume', align: 'right', cell: (s) => `${s.volume_min}–${s.volume_max} / ${s.volume_step}` },
];

export function BookScreen() {
  const sheet = useSymbolSheet();
  const settings = useBrokerSettings();
  const [editing, setEditing] = useState<SymbolSpec | null>(null);

  return (
    <div className="book-page">
      <header className="admin-screen__header">
        <div>
          <h1>Book</h1>
          <p className="muted">The symbol sheet and broker settings. Changes apply at once, without a restart.</p>
        </div>
      </header>
      <section>
        <h2 className="book-page__title">Broker settings</h2>
        {settings.isPending ? (
          <PageSpinner />
        ) : settings.isError ? (
          <div className="banner banner--error">Could not load settings.</div>
        ) : (
          <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
        )}
      </section>
      <section>
        <h2 className="book-page__title">Symbol sheet</h2>
        <DataTable
          label="Symbols"
          columns={[
            ...columns,
            {
              header: '',
              align: 'right',
              cell: (s) => (
                <Button size="sm" variant="secondary" onClick={() => setEditing(s)}>
                  Edit
                </Button>
              ),
            },
          ]}
          rows={sheet.data?.items}
          rowKey={(s) => s.symbol}
          loading={sheet.isPending}
          error={sheet.isError}
          empty="No symbols"
        />
      </section>
      {editing && <SymbolEditDialog spec={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
