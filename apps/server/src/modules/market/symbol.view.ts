import type { SymbolSpec } from '@platform/shared/symbols';
import type { MarketSymbol } from './market-symbol.ts';
import type { Quote } from './quote-source.ts';

export interface SymbolLiveFigures {
  quote: Quote | undefined;
  daily: { high: number; low: number; change: number } | undefined;
  marketOpen: boolean;
}

/** The wire row of `GET /api/symbols`: the sheet in snake_case plus the latest prices. */
export function toSymbolSpec(spec: MarketSymbol, live: SymbolLiveFigures): SymbolSpec {
  return {
    symbol: spec.symbol,
    title: spec.title,
    base_title: spec.baseTitle,
    quote_title: spec.quoteTitle,
    category: spec.category,
    base_currency: spec.baseCurrency,
    quote_currency: spec.quoteCurrency,
    digits: spec.digits,
    pip_size: spec.pipSize,
    contract_size: spec.contractSize,
    volume_min: spec.volumeMin,
    volume_max: spec.volumeMax,
    volume_step: spec.volumeStep,
    leverage: spec.leverage,
    swap_mode: spec.swapMode,
    swap_long: spec.swapLong,
    swap_short: spec.swapShort,
    trading_hours: spec.tradingHours,
    enabled: spec.enabled,
    spread_markup: spec.spreadMarkup,
    last_price: live.quote?.bid ?? null,
    bid: live.quote?.bid ?? null,
    ask: live.quote?.ask ?? null,
    high: live.daily?.high ?? null,
    low: live.daily?.low ?? null,
    change: live.daily?.change ?? null,
    market_open: live.marketOpen,
  };
}
