import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useMarketSnapshot } from '../api/get-market-snapshot.ts';

/** Live quotes from the public symbol list; hidden while there are none. */
export function MarketSnapshot() {
  const { t } = useTranslation();
  const { data: quotes } = useMarketSnapshot();
  if (!quotes?.length) return null;
  return (
    <ul className="auth-quotes" aria-label={t('auth.hero.prices')}>
      {quotes.map((quote) => {
        const change = quote.change ?? 0;
        const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
        return (
          <li key={quote.symbol} className="auth-quote">
            <span className="auth-quote__symbol">{quote.symbol}</span>
            <span className="auth-quote__price num">{quote.last_price?.toFixed(quote.digits)}</span>
            <span className={`auth-quote__change num auth-quote__change--${direction}`}>
              {change > 0 ? '+' : ''}
              {change.toFixed(2)}%
            </span>
          </li>
        );
      })}
    </ul>
  );
}
