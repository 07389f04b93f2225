import { useSymbolSheet } from '../api/get-symbol-sheet.ts';
import { forecastBySymbol, largestExposureForecast, type SymbolForecast } from '../lib/position-forecast.ts';
import { useLiveAccount } from './use-live-account.ts';
import { useLivePositions } from './use-live-positions.ts';
import { useQuoteLookup } from './use-quote-lookup.ts';

/** Margin-call and stop-out prices per held symbol and for the largest exposure, at the latest ticks. */
export function useStopOutForecasts(): { bySymbol: Map<string, SymbolForecast>; largest: SymbolForecast | null } {
  const { positions } = useLivePositions();
  const account = useLiveAccount();
  const sheet = useSymbolSheet();
  const quoteOf = useQuoteLookup(positions.length > 0);
  const bySymbol = forecastBySymbol(positions, account, sheet, quoteOf);
  return { bySymbol, largest: largestExposureForecast(bySymbol, quoteOf) };
}
