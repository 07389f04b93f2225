import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { rememberFirstPrice } from '../../../lib/tick-store.ts';
import { setSelectedSymbol, useSelectedSymbol } from '../../../lib/selected-symbol.ts';
import { useSymbols } from '../api/get-symbols.ts';
import { useToggleFavourite } from '../api/toggle-favourite.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { filterSymbols, type SymbolTab } from '../lib/filter-symbols.ts';
import { moveRowFocus } from '../lib/row-keys.ts';
import { CategoryTabs } from './category-tabs.tsx';
import { SymbolRow } from './symbol-row.tsx';
import './symbol-list.css';

/** The dashboard's left list: search, category tabs and live rows (spec §2). */
export function SymbolList() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useSymbols();
  const toggle = useToggleFavourite();
  const selected = useSelectedSymbol();
  const [tab, setTab] = useState<SymbolTab>('currencies');
  const [search, setSearch] = useState('');

  const favourites = useMemo(() => new Set(data?.favourites.map((f) => f.symbol)), [data]);
  const rows = useMemo(() => (data ? filterSymbols(data.symbols, tab, favourites, search) : []), [data, tab, favourites, search]);
  // The rows render after the rest of the screen, in a render React can pause (for a keystroke in
  // the search, a paint): on arrival the forty rows were a large part of one blocking render.
  const shownRows = useDeferredValue(rows);

  const selectedInRows = shownRows.some((spec) => spec.symbol === selected);

  useEffect(() => {
    for (const spec of data?.symbols ?? []) rememberFirstPrice(spec.symbol, spec.last_price);
  }, [data]);

  // On arrival, open the tab that holds the selected symbol (e.g. ?symbol=BTCUSDT).
  const category = data?.symbols.find((s) => s.symbol === selected)?.category;
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (category && openedFor === null) {
    setOpenedFor(selected);
    setTab(category);
  }

  const onToggleFavourite = useCallback((symbol: string, favourite: boolean) => toggle.mutate({ symbol, favourite }), [toggle]);

  return (
    <section className="symbol-list" aria-label={t('market.assets')}>
      <input
        className="symbol-list__search"
        type="search"
        placeholder={t('market.search')}
        aria-label={t('market.searchAssets')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <CategoryTabs value={tab} onChange={setTab} />
      <div className="symbol-list__scroll">
        <table className="symbol-list__table">
          <thead>
            <tr>
              <th scope="col">{t('market.assetName')}</th>
              <th scope="col">{t('market.price')}</th>
              <th scope="col">{t('market.change')}</th>
              <th scope="col">{t('market.highLow')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('market.favourite')}</span>
              </th>
            </tr>
          </thead>
          <tbody
            onKeyDown={(event) => {
              if (moveRowFocus(event, (row) => row.dataset.symbol && setSelectedSymbol(row.dataset.symbol))) event.preventDefault();
            }}
          >
            {shownRows.map((spec, index) => (
              <SymbolRow
                key={spec.symbol}
                spec={spec}
                selected={spec.symbol === selected}
                tabStop={selectedInRows ? spec.symbol === selected : index === 0}
                favourite={favourites.has(spec.symbol)}
                onSelect={setSelectedSymbol}
                onToggleFavourite={onToggleFavourite}
              />
            ))}
          </tbody>
        </table>
        {isPending && <p className="symbol-list__note">{t('market.loading')}</p>}
        {isError && (
          <p className="symbol-list__note">
            {t('market.loadFailed')}{' '}
            <button type="button" className="symbol-list__retry" onClick={() => void refetch()}>
              {t('market.tryAgain')}
            </button>
          </p>
        )}
        {data && shownRows.length === 0 && rows.length === 0 && (
          <p className="symbol-list__note">{search.trim() ? t('market.noMatch') : t(`market.empty.${tab}`)}</p>
        )}
      </div>
    </section>
  );
}
