import { useQuery } from '@tanstack/react-query';
import { symbolsQueryOptions } from '../../../lib/symbols-query.ts';

/** The symbol sheet with the last prices, and the trader's favourites. */
export const useSymbols = () => useQuery(symbolsQueryOptions);
