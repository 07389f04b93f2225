import * as flagSvgs from 'country-flag-icons/string/3x2';
import type { CurrencyOption } from '@platform/shared/currencies';

const svgByCountry = flagSvgs as unknown as Record<string, string | undefined>;
// Spec §3: the original list has no flag for MOP.
const withoutFlag = new Set(['MOP']);
const dataUris = new Map<string, string | null>();

/** The bundled flag of a currency as a data URI (no remote images), or null when it has none. */
function flagUri(currency: CurrencyOption): string | null {
  if (withoutFlag.has(currency.code)) return null;
  let uri = dataUris.get(currency.flag);
  if (uri === undefined) {
    const svg = svgByCountry[currency.flag];
    uri = svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;
    dataUris.set(currency.flag, uri);
  }
  return uri;
}

export function CurrencyFlag({ currency }: { currency: CurrencyOption }) {
  const uri = flagUri(currency);
  if (!uri) return <span className="currency-flag currency-flag-none" aria-hidden="true" />;
  return <img className="currency-flag" src={uri} alt="" width={24} height={16} loading="lazy" decoding="async" />;
}
