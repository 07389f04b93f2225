// The market module's public face: other modules import it through this file only (the lint says so).
export { type MarketService } from './market.service.ts';
export { type createSymbolSheetService } from './symbol-edits.service.ts';
export { type MarketSymbol } from './market-symbol.ts';
export { usdRate } from './usd-rates.ts';
export { priceCandles, priceQuote, priceTick, type PriceList, type TraderPrices } from './group-quotes.ts';
