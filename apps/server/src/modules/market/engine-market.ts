import { pipPoints } from '@platform/shared/pip-size';
import type { EngineSymbol } from '../../engine/types.ts';
import { UNITS_PER_LOT } from '../../engine/types.ts';
import { engineSwap } from '../../engine/swap-charge.ts';
import type { EngineMarket } from '../../engine-host/engine-host.ts';
import type { MarketSymbol } from './market-symbol.ts';
import type { MarketService } from './market.service.ts';

/** The market as the engine host reads it: the sheet in engine units, quotes and market hours. */
export function engineMarketOf(market: MarketService): EngineMarket {
  return {
    symbols: () => market.listSymbols().map(toEngineSymbol),
    symbol: (name) => {
      const sheet = market.getSymbol(name);
      return sheet ? toEngineSymbol(sheet) : undefined;
    },
    latestQuote: (symbol) => market.quotes.latest(symbol),
    onQuote: (listener) => market.quotes.onQuote(listener),
    isMarketOpen: (symbol, at) => market.isMarketOpen(symbol, at),
    swapDays: (symbol, at) => market.schedule.swapDays(symbol, at),
    timeZone: () => market.schedule.timeZone(),
    onSheetChange: (listener) => market.onSheetChange(listener),
  };
}

/** The market's symbol sheet in the engine's integer units. */
export function toEngineSymbol(sheet: MarketSymbol): EngineSymbol {
  return {
    symbol: sheet.symbol,
    digits: sheet.digits,
    pipPoints: pipPoints(sheet.pipSize, sheet.digits),
    contractSize: sheet.contractSize,
    leverageCap: sheet.leverage,
    baseCurrency: sheet.baseCurrency,
    quoteCurrency: sheet.quoteCurrency,
    ...engineSwap(sheet.swapMode, sheet.swapLong, sheet.swapShort),
    volumeMinUnits: Math.round(sheet.volumeMin * UNITS_PER_LOT),
    volumeMaxUnits: Math.round(sheet.volumeMax * UNITS_PER_LOT),
    volumeStepUnits: Math.max(1, Math.round(sheet.volumeStep * UNITS_PER_LOT)),
    enabled: sheet.enabled,
  };
}
