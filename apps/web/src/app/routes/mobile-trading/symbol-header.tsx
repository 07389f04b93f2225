import { useTick } from '../../../lib/tick-store.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useSymbolSpec } from '../../../features/trading/api/get-symbol-sheet.ts';
import { formatPrice } from '../../../lib/format.ts';

/** The pair, its live sell price and percent change; tapping opens the pair selector. */
export function SymbolHeader({ symbol, onOpenSelector }: { symbol: string; onOpenSelector: () => void }) {
  const { t } = useTranslation();
  const tick = useTick(symbol);
  const spec = useSymbolSpec(symbol);
  const sell = tick?.bid ?? spec?.bid ?? null;
  const change = tick?.change ?? spec?.change ?? null;
  const tone = change === null || change === 0 ? '' : change > 0 ? 'up' : 'down';
  return (
    <div className="mobile-symbol">
      {/* The button's hit area covers the whole card (see the CSS); price and change stay out of its name. */}
      <button type="button" className="mobile-symbol__name" aria-label={t('mobile.changePair', { symbol })} onClick={onOpenSelector}>
        {symbol}
        <span aria-hidden="true" className="mobile-symbol__caret">
          ▾
        </span>
      </button>
      <span className="mobile-symbol__price" data-testid="mobile-sell-price">
        {formatPrice(sell, spec?.digits ?? 5)}
      </span>
      <span className={`mobile-symbol__change mobile-symbol__change--${tone}`}>
        {change === null ? '—' : `${change > 0 ? '+' : ''}${change.toFixed(2)}%`}
      </span>
    </div>
  );
}
