import type { BidAsk } from '@platform/shared/quote';
import type { SymbolSpec } from '@platform/shared/symbols';
import { spreadPips } from '@platform/shared/trading-math';
import { pipSize } from '@platform/shared/pip-size';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { readsInPips, spreadInPrice } from '../../../features/trading/lib/price-terms.ts';

/** The spread in pips for currency pairs, in the quote currency for the rest. */
export function SpreadText({ spec, quote }: { spec: SymbolSpec | undefined; quote: BidAsk | undefined }) {
  const { t } = useTranslation();
  const pips = spec && quote ? spreadPips(quote.bid, quote.ask, pipSize(spec)) : null;
  const text =
    pips === null || !spec
      ? t('mobile.spreadPips', { pips: '—' })
      : readsInPips(spec)
        ? t('mobile.spreadPips', { pips: pips.toFixed(1) })
        : t('trading.panel.spreadPrice', { spread: spreadInPrice(pips, spec), currency: spec.quote_currency });
  return (
    <span className="mobile-spread" aria-label={t('mobile.spread')}>
      {text}
    </span>
  );
}
