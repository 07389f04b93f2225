import { useSymbolSpec } from '../../../features/trading/api/get-symbol-sheet.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

/** Says whether the selected pair trades now (the symbol sheet's market_open), never a fixed claim. */
export function MarketBanner({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const spec = useSymbolSpec(symbol);
  if (!spec) return null;
  return spec.market_open ? (
    <p className="mobile-banner mobile-banner--open" role="status">
      {t('market.openBanner')}
    </p>
  ) : (
    <p className="mobile-banner mobile-banner--closed" role="status">
      {t('market.closedBanner')}
    </p>
  );
}
