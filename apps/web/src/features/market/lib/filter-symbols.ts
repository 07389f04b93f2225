import type { SymbolSpec } from '@platform/shared/symbols';

export type SymbolTab = 'favourites' | 'currencies' | 'commodities' | 'crypto';

export const symbolTabs: Array<{ value: SymbolTab; label: string }> = [
  { value: 'favourites', label: 'Favourites' },
  { value: 'currencies', label: 'Currencies' },
  { value: 'commodities', label: 'Commodities' },
  { value: 'crypto', label: 'Cryptocurrencies' },
];

/**
 * The rows of a tab; a search looks at title, base_title and quote_title,
 * ignoring case, across every category so a trader finds an asset wherever it sits.
 */
export function filterSymbols(symbols: SymbolSpec[], tab: SymbolTab, favourites: Set<string>, search: string): SymbolSpec[] {
  const needle = search.trim().toLowerCase();
  if (needle) {
    return symbols.filter((s) => [s.title, s.base_title, s.quote_title].some((text) => text.toLowerCase().includes(needle)));
  }
  if (tab === 'favourites') return symbols.filter((s) => favourites.has(s.symbol));
  return symbols.filter((s) => s.category === tab);
}
