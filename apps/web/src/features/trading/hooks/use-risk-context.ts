import { DEFAULT_LEVERAGE } from '@platform/shared/order-limits';
import type { SymbolSpec } from '@platform/shared/symbols';
import { effectiveLeverage } from '@platform/shared/trading-math';
import { useSymbolSheet } from '../api/get-symbol-sheet.ts';
import { quoteToUsd } from '../lib/usd-rate.ts';
import { useLiveAccount } from './use-live-account.ts';
import { useQuoteLookup } from './use-quote-lookup.ts';

/** What risk-based sizing needs besides the trader's inputs: the account and the symbol's sheet and USD rate. */
export interface RiskContext {
  balanceUsd: number;
  freeMarginUsd: number;
  quoteToUsd: number;
  contractSize: number;
  leverage: number;
  volumeMin: number;
  volumeMax: number;
  volumeStep: number;
}

export function useRiskContext(spec: SymbolSpec | undefined): RiskContext | null {
  const account = useLiveAccount();
  const sheet = useSymbolSheet();
  const quoteOf = useQuoteLookup();
  if (!spec || !sheet || !account) return null;
  const rate = quoteToUsd(spec, sheet, quoteOf);
  if (rate === null) return null;
  return {
    balanceUsd: account.balance,
    freeMarginUsd: account.free_margin,
    quoteToUsd: rate,
    contractSize: spec.contract_size,
    leverage: effectiveLeverage(DEFAULT_LEVERAGE, spec.leverage),
    volumeMin: spec.volume_min,
    volumeMax: spec.volume_max,
    volumeStep: spec.volume_step,
  };
}
