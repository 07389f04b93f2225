import { useEffect, useState } from 'react';
import type { CurrencyOption } from '@platform/shared/currencies';

type FlagSvgs = Record<string, string | undefined>;

// Spec §3: the original list has no flag for MOP.
const withoutFlag = new Set(['MOP']);
const dataUris = new Map<string, string | null>();
/** The 160 bundled flags are their own chunk, fetched the first time a flag is shown. */
let flagSvgs: FlagSvgs | null = null;
let loading: Promise<FlagSvgs> | null = null;
const loadFlags = () => (loading ??= import('country-flag-icons/string/3x2').then((module) => (flagSvgs = module as unknown as FlagSvgs)));

/** The bundled flag of a currency as a data URI (no remote images), or null when it has none. */
function flagUri(svgs: FlagSvgs, currency: CurrencyOption): string | null {
  if (withoutFlag.has(currency.code)) return null;
  let uri = dataUris.get(currency.flag);
  if (uri === undefined) {
    const svg = svgs[currency.flag];
    uri = svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;
    dataUris.set(currency.flag, uri);
  }
  return uri;
}

function useFlagSvgs(): FlagSvgs | null {
  const [svgs, setSvgs] = useState(flagSvgs);
  useEffect(() => {
    if (!svgs) void loadFlags().then(setSvgs);
  }, [svgs]);
  return svgs;
}

export function CurrencyFlag({ currency }: { currency: CurrencyOption }) {
  const svgs = useFlagSvgs();
  const uri = svgs && flagUri(svgs, currency);
  if (!uri) return <span className="currency-flag currency-flag-none" aria-hidden="true" />;
  return <img className="currency-flag" src={uri} alt="" width={24} height={16} loading="lazy" decoding="async" />;
}
