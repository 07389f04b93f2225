import type { HedgeRuleRow, Profitability, RoutingMode } from './hedging.tables.ts';

export interface RoutingRule {
  id: number;
  clientGroup: string | null;
  symbolGroup: string | null;
  symbol: string | null;
  minVolumeUnits: number | null;
  maxVolumeUnits: number | null;
  mode: RoutingMode;
  exposureLimitUnits: number | null;
  /** Only accounts whose closed trades are in profit (or not); null = every account. */
  profitability: Profitability | null;
}

export interface RoutedTrade {
  /** The trader's client group name (the groups module's); null when unknown. */
  clientGroup: string | null;
  /** The symbol's group path, e.g. `forex` (today the symbol's category). */
  symbolGroup: string;
  symbol: string;
  volumeUnits: number;
  /** Whether the account's closed trades are in profit (null: not read, no rule asks). */
  profitable: boolean | null;
}

export const ruleFromRow = (row: HedgeRuleRow): RoutingRule => ({
  id: row.id,
  clientGroup: row.client_group,
  symbolGroup: row.symbol_group,
  symbol: row.symbol,
  minVolumeUnits: row.min_volume_units,
  maxVolumeUnits: row.max_volume_units,
  mode: row.mode,
  exposureLimitUnits: row.exposure_limit_units,
  profitability: row.profitability,
});

const inGroup = (path: string, group: string) => path === group || path.startsWith(`${group}/`);

function matches(rule: RoutingRule, trade: RoutedTrade): boolean {
  if (rule.clientGroup !== null && rule.clientGroup !== trade.clientGroup) return false;
  if (rule.symbol !== null && rule.symbol !== trade.symbol) return false;
  if (rule.symbolGroup !== null && !inGroup(trade.symbolGroup, rule.symbolGroup)) return false;
  if (rule.minVolumeUnits !== null && trade.volumeUnits < rule.minVolumeUnits) return false;
  if (rule.maxVolumeUnits !== null && trade.volumeUnits > rule.maxVolumeUnits) return false;
  if (rule.profitability !== null && trade.profitable !== (rule.profitability === 'profitable')) return false;
  return true;
}

/**
 * How specific a rule is: a client group outranks any instrument scope, a symbol outranks a symbol
 * group (a deeper path outranks a shallower one), and a size band or a profitability condition
 * breaks the remaining ties.
 */
function specificity(rule: RoutingRule): number {
  const instrument = rule.symbol !== null ? 100 : rule.symbolGroup !== null ? 1 + rule.symbolGroup.split('/').length : 0;
  const sized = rule.minVolumeUnits !== null || rule.maxVolumeUnits !== null ? 1 : 0;
  const byProfit = rule.profitability !== null ? 1 : 0;
  return (rule.clientGroup !== null ? 1000 : 0) + instrument * 4 + sized + byProfit;
}

/** The most specific matching rule (the older one on a tie); none = `b_book`, today's behaviour. */
export function pickRule(rules: readonly RoutingRule[], trade: RoutedTrade): RoutingRule | null {
  let best: RoutingRule | null = null;
  for (const rule of rules) {
    if (!matches(rule, trade)) continue;
    if (!best || specificity(rule) > specificity(best) || (specificity(rule) === specificity(best) && rule.id < best.id)) best = rule;
  }
  return best;
}

/** Whether any rule reads the account's profitability (else it is not even queried). */
export const readsProfitability = (rules: readonly RoutingRule[]): boolean => rules.some((rule) => rule.profitability !== null);
