import { DEFAULT_LEVERAGE } from '@platform/shared/order-limits';
import { pipSize } from '@platform/shared/pip-size';
import type { OrderSide } from '@platform/shared/orders';
import type { SymbolSpec } from '@platform/shared/symbols';
import { effectiveLeverage, pipValueUsd, requiredMarginUsd, spreadPips } from '@platform/shared/trading-math';
import { useSymbolSheet } from '../api/get-symbol-sheet.ts';
import type { BidAsk } from '@platform/shared/quote';
import { quoteToUsd } from '../lib/usd-rate.ts';
import { useQuoteLookup } from './use-quote-lookup.ts';

export interface TradeFigures {
  /** USD per pip for the lots; null when the quote currency has no USD rate ('err'). */
  pipValue: number | null;
  requiredMargin: number | null;
  /** The leverage the server applies: the ticket's, capped by the symbol sheet (1:20 on crypto). */
  leverage: number | null;
  spreadPips: number | null;
}

/** Pip value, required margin and spread of a prospective trade, from the shared trading math. */
export function useTradeFigures(
  spec: SymbolSpec | undefined,
  quote: BidAsk | undefined,
  lots: number,
  side: OrderSide | null,
  entry?: number,
) {
  const sheet = useSymbolSheet();
  const lookup = useQuoteLookup();
  if (!spec || !sheet) return { pipValue: null, requiredMargin: null, leverage: null, spreadPips: null } satisfies TradeFigures;
  const rate = quoteToUsd(spec, sheet, lookup);
  const price = entry ?? (quote ? (side === 'sell' ? quote.bid : quote.ask) : undefined);
  const leverage = effectiveLeverage(DEFAULT_LEVERAGE, spec.leverage);
  return {
    pipValue: rate === null ? null : pipValueUsd(lots, spec.contract_size, pipSize(spec), rate),
    requiredMargin: rate === null || price === undefined ? null : requiredMarginUsd(lots, spec.contract_size, price, rate, leverage),
    leverage,
    spreadPips: quote ? spreadPips(quote.bid, quote.ask, pipSize(spec)) : null,
  } satisfies TradeFigures;
}
