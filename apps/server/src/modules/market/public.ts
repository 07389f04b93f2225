// The market module's public face: other modules import it through this file only (the lint says so).
export { type MarketService } from './market.service.ts';
export { type createSymbolSheetService } from './symbol-edits.service.ts';
