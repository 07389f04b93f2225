import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_SYMBOL, setSelectedSymbol, useSelectedSymbol } from '../../../lib/selected-symbol.ts';

const SYMBOL_PATTERN = /^[A-Z0-9]{2,20}$/;

/**
 * Keeps the selected symbol and the URL's `?symbol=` in step, so a reload or link keeps it. On
 * arrival the URL's symbol is taken as `pick` maps it (a malformed one as none).
 */
export function useSymbolUrlSync(pick: (fromUrl: string | undefined) => string = (symbol) => symbol ?? DEFAULT_SYMBOL): string {
  const [params, setParams] = useSearchParams();
  const selected = useSelectedSymbol();
  const fromUrl = params.get('symbol')?.toUpperCase();

  useEffect(() => {
    setSelectedSymbol(pick(fromUrl && SYMBOL_PATTERN.test(fromUrl) ? fromUrl : undefined));
    // Only on arrival: afterwards the store leads and the URL follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (params.get('symbol') === selected) return;
    const next = new URLSearchParams(params);
    next.set('symbol', selected);
    setParams(next, { replace: true });
  }, [selected, params, setParams]);

  return selected;
}
