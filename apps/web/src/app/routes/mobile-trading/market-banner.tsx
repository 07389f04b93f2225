import { useSymbolSpec } from '../../../features/trading/api/get-symbol-sheet.ts';

/** Says whether the selected pair trades now (the symbol sheet's market_open), never a fixed claim. */
export function MarketBanner({ symbol }: { symbol: string }) {
  const spec = useSymbolSpec(symbol);
  if (!spec) return null;
  return spec.market_open ? (
    <p className="mobile-banner mobile-banner--open" role="status">
      Market is Open - Live Trading Available
    </p>
  ) : (
    <p className="mobile-banner mobile-banner--closed" role="status">
      Market is Closed - Orders are queued until the market opens
    </p>
  );
}
