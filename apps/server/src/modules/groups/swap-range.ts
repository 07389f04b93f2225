import type { GroupInput } from '@platform/shared/client-groups';
import {
  normalisePath,
  resolveConditions,
  SWAP_MESSAGES,
  swapOutOfRange,
  type ConditionRule,
  type ConditionSource,
} from '@platform/shared/trading-conditions';
import { AppError } from '../../errors/app-error.ts';
import type { MarketSymbol } from '../market/public.ts';
import { sheetConditions } from './effective-conditions.ts';

/**
 * Refuses a group whose rules make any symbol read a swap in % a year out of the sane range: a rule's
 * value inherits a wider rule's (or the sheet's) mode, so the check is on the resolved conditions. The
 * 422 names the rule that set the value (or, for a sheet value, the mode).
 */
export function checkSwapRanges(input: GroupInput, sheets: Iterable<MarketSymbol>): void {
  const terms = { tradeMode: input.trade_mode, maxLeverage: input.max_leverage };
  for (const sheet of sheets) {
    const c = resolveConditions(sheetConditions(sheet), terms, input.rules);
    for (const [field, value] of [
      ['swap_long', c.swapLong],
      ['swap_short', c.swapShort],
    ] as const) {
      if (!swapOutOfRange(c.swapMode.value, value.value)) continue;
      const culprit = value.source.kind === 'sheet' ? c.swapMode.source : value.source;
      const index = input.rules.findIndex((rule) => sameSource(rule, culprit));
      throw AppError.validation({ [`rules.${Math.max(0, index)}.${field}`]: [SWAP_MESSAGES.symbolPercentRange(sheet.symbol)] });
    }
  }
}

function sameSource(rule: ConditionRule, source: ConditionSource): boolean {
  if (source.kind === 'symbol') return rule.target_kind === 'symbol' && rule.target.toUpperCase() === source.symbol;
  if (source.kind === 'path') return rule.target_kind === 'path' && normalisePath(rule.target) === source.path;
  return false;
}
