import type { SymbolSpec } from '@platform/shared/symbols';

export type SymbolTab = 'favourites' | 'currencies' | 'commodities' | 'crypto';

/** The tabs in their order; each one's name is `market.tabs.<value>` in the catalogues. */
export const symbolTabs: Array<{ value: SymbolTab }> = [
  { value: 'favourites' },
  { value: 'currencies' },
  { value: 'commodities' },
  { value: 'crypto' },
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
