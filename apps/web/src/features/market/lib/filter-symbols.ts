import type { SymbolSpec } from '@platform/shared/symbols';

export type SymbolTab = 'favourites' | 'currencies' | 'commodities' | 'crypto';

/** The tabs in their order; each one's name is `market.tabs.<value>` in the catalogues. */
export const symbolTabs: Array<{ value: SymbolTab }> = [
  { value: 'favourites' },
  { value: 'currencies' },
  { value: 'commodities' },
  { value: 'crypto' },
];

/** A ticker as typed, the way symbols are written: `EUR/USD`, `eur usd` and `eurusd` are all `EURUSD`. */
const asTicker = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether a word of `name` starts with `needle` (lower case): "eth" finds Ethereum, not every Tether pair. */
function nameMatches(name: string, needle: string): boolean {
  const text = name.toLowerCase();
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    if (at === 0 || !WORD_CHARACTER.test(text[at - 1]!)) return true;
  }
  return false;
}

/**
 * The assets a search finds, across every category: the symbol (`xau`, `EUR/USD`, `BTC`), then the
 * spec's title, base_title and quote_title, ignoring case. Tickers that start with the search come
 * first, then tickers that hold it, then names.
 */
export function searchSymbols(symbols: SymbolSpec[], search: string): SymbolSpec[] {
  const needle = search.trim().toLowerCase();
  const ticker = asTicker(needle);
  const rank = (s: SymbolSpec) => {
    if (ticker && s.symbol.startsWith(ticker)) return 0;
    if (ticker && s.symbol.includes(ticker)) return 1;
    return [s.title, s.base_title, s.quote_title].some((name) => nameMatches(name, needle)) ? 2 : 3;
  };
  return symbols
    .map((spec) => ({ spec, rank: rank(spec) }))
    .filter((row) => row.rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map((row) => row.spec);
}

/** The rows of a tab, or with a search the assets it finds wherever they sit. */
export function filterSymbols(symbols: SymbolSpec[], tab: SymbolTab, favourites: Set<string>, search: string): SymbolSpec[] {
  if (search.trim()) return searchSymbols(symbols, search);
  if (tab === 'favourites') return symbols.filter((s) => favourites.has(s.symbol));
  return symbols.filter((s) => s.category === tab);
}
