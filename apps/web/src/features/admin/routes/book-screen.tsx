// Book: the symbol sheet and the broker's settings; every change applies without a restart.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { SymbolSpec } from '@platform/shared/symbols';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useSymbolSheet } from '../api/symbol-sheet.ts';
import { useBrokerSettings } from '../api/broker-settings.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { SymbolEditDialog } from '../components/symbol-edit-dialog.tsx';
import { SettingsForm } from '../components/settings-form.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import './book-screen.css';

const columns = (t: TFunction): Column<SymbolSpec>[] => [
  {
    header: t('admin.book.columns.symbol'),
    cell: (s) => (
      <>
        <strong>{s.symbol}</strong>
        <span className="cell-sub">{s.title}</span>
      </>
    ),
  },
  { header: t('admin.book.columns.category'), cell: (s) => t(`admin.book.categories.${s.category}`) },
  {
    header: t('admin.book.columns.trading'),
    cell: (s) => (
      <StatusBadge status={s.enabled ? 'enabled' : 'disabled'} label={s.enabled ? t('admin.symbol.enabled') : t('admin.symbol.disabled')} />
    ),
  },
  { header: t('admin.book.columns.markup'), align: 'right', cell: (s) => s.spread_markup },
  { header: t('admin.book.columns.leverage'), align: 'right', cell: (s) => `1:${s.leverage}` },
  { header: t('admin.book.columns.swap'), align: 'right', cell: (s) => `${s.swap_long} / ${s.swap_short}` },
  { header: t('admin.book.columns.hours'), cell: (s) => t(`admin.book.hours.${s.trading_hours}`) },
  { header: t('admin.book.columns.volume'), align: 'right', cell: (s) => `${s.volume_min}–${s.volume_max} / ${s.volume_step}` },
];

export function BookScreen() {
  const { t } = useTranslation();
  const sheet = useSymbolSheet();
  const settings = useBrokerSettings();
  const [editing, setEditing] = useState<SymbolSpec | null>(null);

  return (
    <div className="book-page">
      <header className="admin-screen__header">
        <div>
          <h1>{t('admin.book.title')}</h1>
          <p className="muted">{t('admin.book.intro')}</p>
        </div>
      </header>
      <section>
        <h2 className="book-page__title">{t('admin.book.settings')}</h2>
        {settings.isPending ? (
          <PageSpinner />
        ) : settings.isError ? (
          <div className="banner banner--error">{t('admin.book.settingsFailed')}</div>
        ) : (
          <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
        )}
      </section>
      <section>
        <h2 className="book-page__title">{t('admin.book.sheet')}</h2>
        <DataTable
          label={t('admin.book.symbols')}
          columns={[
            ...columns(t),
            {
              key: 'edit',
              header: '',
              align: 'right',
              cell: (s) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('admin.book.editSymbol', { symbol: s.symbol })}
                  onClick={() => setEditing(s)}
                >
                  {t('admin.book.edit')}
                </Button>
              ),
            },
          ]}
          rows={sheet.data?.items}
          rowKey={(s) => s.symbol}
          loading={sheet.isPending}
          error={sheet.isError}
          empty={t('admin.book.noSymbols')}
        />
      </section>
      {editing && <SymbolEditDialog spec={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
