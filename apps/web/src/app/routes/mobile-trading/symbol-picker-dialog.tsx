import { useMemo, useState } from 'react';
import type { SymbolSpec } from '@platform/shared/symbols';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTick } from '../../../lib/tick-store.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useSymbols } from '../../../features/market/api/get-symbols.ts';
import { useToggleFavourite } from '../../../features/market/api/toggle-favourite.ts';
import { filterSymbols, symbolTabs, type SymbolTab } from '../../../features/market/lib/filter-symbols.ts';
import { MOBILE_PAIRS } from './mobile-pairs.ts';

/** The spec's ten pairs come first, as their own tab, then the desktop's categories. */
type PickerTab = 'pairs' | SymbolTab;
const PICKER_TABS: readonly PickerTab[] = ['pairs', ...symbolTabs.map((tab) => tab.value)];

interface SymbolChoiceProps {
  spec: SymbolSpec;
  selected: boolean;
  favourite: boolean;
  onPick: () => void;
  onToggleFavourite: () => void;
}

function SymbolChoice({ spec, selected, favourite, onPick, onToggleFavourite }: SymbolChoiceProps) {
  const { t } = useTranslation();
  const tick = useTick(spec.symbol);
  const change = tick?.change ?? spec.change;
  return (
    <li className="mobile-pair-row">
      <button type="button" className="mobile-pair" aria-current={selected || undefined} onClick={onPick}>
        <span className="mobile-pair__names">
          <strong>{spec.symbol}</strong>
          <small>{spec.title}</small>
        </span>
        <span className="mobile-pair__price">{formatPrice(tick?.bid ?? spec.bid, spec.digits)}</span>
        <span className={`mobile-pair__change ${change !== null && change < 0 ? 'is-down' : 'is-up'}`}>
          {change === null ? '' : `${change > 0 ? '+' : ''}${change.toFixed(2)}%`}
        </span>
      </button>
      <button
        type="button"
        className={`mobile-pair__star${favourite ? ' is-on' : ''}`}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'market.removeFavourite' : 'market.addFavourite', { symbol: spec.symbol })}
        onClick={onToggleFavourite}
      >
        {favourite ? '★' : '☆'}
      </button>
    </li>
  );
}

/** The rows of a tab: the spec's pairs in its order, or a desktop category; a search spans them all. */
function pickerRows(symbols: SymbolSpec[], tab: PickerTab, favourites: Set<string>, search: string): SymbolSpec[] {
  if (tab === 'pairs' && !search.trim()) {
    return MOBILE_PAIRS.flatMap((symbol) => symbols.filter((spec) => spec.symbol === symbol));
  }
  return filterSymbols(symbols, tab === 'pairs' ? 'currencies' : tab, favourites, search);
}

interface SymbolPickerDialogProps {
  selected: string;
  onPick: (symbol: string) => void;
  onClose: () => void;
}

/** The phone's symbol picker: every symbol of the catalogue, with search, categories and favourites (issue 33). */
export function SymbolPickerDialog({ selected, onPick, onClose }: SymbolPickerDialogProps) {
  const { t } = useTranslation();
  const { data } = useSymbols();
  const toggle = useToggleFavourite();
  const [tab, setTab] = useState<PickerTab>('pairs');
  const [search, setSearch] = useState('');
  const favourites = useMemo(() => new Set(data?.favourites.map((f) => f.symbol)), [data]);
  const rows = useMemo(() => (data ? pickerRows(data.symbols, tab, favourites, search) : []), [data, tab, favourites, search]);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('mobile.selectPair')} size="sm">
      <div className="mobile-picker">
        <input
          className="mobile-picker__search"
          type="search"
          placeholder={t('market.search')}
          aria-label={t('market.searchAssets')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {!search.trim() && (
          <div className="mobile-picker__tabs" role="tablist" aria-label={t('market.categories')}>
            {PICKER_TABS.map((value) => (
              <button key={value} type="button" role="tab" aria-selected={value === tab} onClick={() => setTab(value)}>
                {value === 'pairs' ? t('mobile.pairsTab') : t(`market.tabs.${value}`)}
              </button>
            ))}
          </div>
        )}
        <ul className="mobile-pairs">
          {rows.map((spec) => (
            <SymbolChoice
              key={spec.symbol}
              spec={spec}
              selected={spec.symbol === selected}
              favourite={favourites.has(spec.symbol)}
              onPick={() => onPick(spec.symbol)}
              onToggleFavourite={() => toggle.mutate({ symbol: spec.symbol, favourite: !favourites.has(spec.symbol) })}
            />
          ))}
        </ul>
        {data && rows.length === 0 && (
          <p className="mobile-picker__note">
            {search.trim() ? t('market.noMatch') : t(`market.empty.${tab === 'pairs' ? 'currencies' : tab}`)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
