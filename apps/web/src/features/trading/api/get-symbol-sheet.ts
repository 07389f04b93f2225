import { useQuery } from '@tanstack/react-query';
import type { SymbolSpec, SymbolsResponse } from '@platform/shared/symbols';
import { symbolsQueryOptions } from '../../../lib/symbols-query.ts';

const selectSheet = (body: SymbolsResponse): SymbolSpec[] => body.symbols;

/** The broker's symbol sheet (contract size, pip size, digits, leverage cap) the trading math needs. */
export function useSymbolSheet(): SymbolSpec[] | undefined {
  return useQuery({ ...symbolsQueryOptions, select: selectSheet }).data;
}

export function useSymbolSpec(symbol: string): SymbolSpec | undefined {
  return useSymbolSheet()?.find((spec) => spec.symbol === symbol);
}
