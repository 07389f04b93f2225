// The profile's display currency (issue 33): account figures are also shown in it, converted from
// USD at our own live mid by the shared USD rule, and always marked as an approximation with the rate
// beside them. The account, its orders, margin, payments and statements stay in USD.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { midPrice } from '@platform/shared/quote';
import type { SymbolSpec } from '@platform/shared/symbols';
import { STABLECOINS, usdRateByRoute, usdRoute, type MidOf, type UsdStep } from '@platform/shared/usd-rate';
import { INTL_LOCALE, isLanguage, useLanguage } from './i18n/i18n.ts';
import { symbolsQueryOptions } from './symbols-query.ts';
import { getTick, useTick } from './tick-store.ts';
import { useMe } from './use-me.ts';

/** The currency every account is kept in. */
export const ACCOUNT_CURRENCY = 'USD';

type Sheet = readonly Pick<SymbolSpec, 'symbol' | 'base_currency' | 'quote_currency'>[];

/** The pairs that can price `currency` in USD, best first (the symbol sheet's part of the shared rule). */
export function displayRoute(currency: string, sheet: Sheet): UsdStep[] {
  return usdRoute(
    currency,
    sheet.map((spec) => ({ symbol: spec.symbol, base: spec.base_currency, quote: spec.quote_currency })),
  );
}

/** Whether our prices can convert USD to `currency` at all (a pair links them, quoted or not yet). */
export function canDisplayIn(currency: string, sheet: Sheet): boolean {
  return currency === ACCOUNT_CURRENCY || STABLECOINS.has(currency) || displayRoute(currency, sheet).length > 0;
}

/** How many units of `currency` one US dollar is worth at the current mids; null while no pair of the route is quoted. */
export function unitsPerUsd(currency: string, route: readonly UsdStep[], midOf: MidOf): number | null {
  const usdPerUnit = usdRateByRoute(currency, route, midOf);
  return usdPerUnit === undefined ? null : 1 / usdPerUnit;
}

export interface DisplayCurrency {
  code: string;
  /** Units of `code` per US dollar; null when our prices have no rate for it. */
  perUsd: number | null;
}

/**
 * The trader's display currency and its live rate; null when none is chosen or it is USD. Re-renders
 * when the pair that prices it ticks.
 */
export function useDisplayCurrency(): DisplayCurrency | null {
  const code = useMe().data?.preferred_currency ?? null;
  const sheet = useQuery(symbolsQueryOptions).data?.symbols;
  const route = useMemo(() => (code && sheet ? displayRoute(code, sheet) : []), [code, sheet]);
  // The route's first pair is the one that prices the currency whenever it is quoted.
  useTick(route[0]?.symbol ?? '');
  if (!code || code === ACCOUNT_CURRENCY) return null;
  const midOf: MidOf = (symbol) => {
    const quote = getTick(symbol) ?? sheet?.find((spec) => spec.symbol === symbol);
    return quote?.bid != null && quote.ask != null ? midPrice({ bid: quote.bid, ask: quote.ask }) : undefined;
  };
  return { code, perUsd: sheet ? unitsPerUsd(code, route, midOf) : null };
}

/** Formats amounts of one currency in the chosen language: "€9,216.59", "CA$12.00", "¥1,512,031". */
export function useCurrencyFormat(code: string): { amount: (value: number, signed?: boolean) => string; rate: (value: number) => string } {
  const language = useLanguage();
  return useMemo(() => {
    const locale = INTL_LOCALE[isLanguage(language) ? language : 'en'];
    const plain = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    const signed = new Intl.NumberFormat(locale, { style: 'currency', currency: code, signDisplay: 'exceptZero' });
    const rate = new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 });
    return { amount: (value, withSign = false) => (withSign ? signed : plain).format(value), rate: (value) => rate.format(value) };
  }, [code, language]);
}
