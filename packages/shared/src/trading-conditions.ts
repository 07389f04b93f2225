import { z } from 'zod';

/** A group's or a symbol's trade mode: `close_only` refuses new exposure but lets positions close. */
export const tradeModeSchema = z.enum(['full', 'close_only', 'disabled']);
export type TradeMode = z.infer<typeof tradeModeSchema>;

export const markupModeSchema = z.enum(['points', 'percent']);
export const commissionModeSchema = z.enum(['per_lot', 'per_million']);

/**
 * How a symbol's swap long/short read: USD per lot per day (`usd_per_lot`, the default), points of
 * the symbol per lot per day (`points`), or an annual rate in % of the position's USD notional
 * (`percent_per_year`, a day being 1/360 of it). Negative = charged, positive = paid.
 */
export const swapModeSchema = z.enum(['usd_per_lot', 'points', 'percent_per_year'], {
  error: 'Choose a swap mode: usd_per_lot, points or percent_per_year.',
});
export type SwapMode = z.infer<typeof swapModeSchema>;

/** The sane range of a swap in % a year: beyond it a typo would empty an account in days. */
export const PERCENT_SWAP_LIMIT = 100;

/** What a bad swap is told, word for word (the web's catalogue finds them by their text). */
export const SWAP_MESSAGES = {
  percentRange: `A swap in % a year is between -${PERCENT_SWAP_LIMIT} and ${PERCENT_SWAP_LIMIT}.`,
  symbolPercentRange: (symbol: string) =>
    `${symbol} reads this swap in % a year: enter a value between -${PERCENT_SWAP_LIMIT} and ${PERCENT_SWAP_LIMIT}.`,
  valuesForMode: 'Enter swap long and short for the swap mode.',
} as const;

/** Whether a swap value is out of the sane range for its mode. */
export function swapOutOfRange(mode: SwapMode, value: number): boolean {
  return mode === 'percent_per_year' && Math.abs(value) > PERCENT_SWAP_LIMIT;
}

/**
 * One rule of a group's symbol conditions: `target` is a symbol-group path (`Forex/Majors`, `Metals`)
 * or a symbol (`XAUUSD`); each field left null keeps what a less specific rule (or the sheet) says.
 */
export const conditionRuleSchema = z
  .object({
    target_kind: z.enum(['path', 'symbol']),
    target: z.string().trim().min(1, 'Enter a symbol or a symbol-group path.').max(60),
    /** Extra spread on top of the symbol's price: points, or a percentage of the symbol's spread. */
    markup_mode: markupModeSchema.nullable().default(null),
    markup: z.number().min(0).max(100_000).nullable().default(null),
    /** Charged on open and on close: USD per lot per side, or USD per million USD of notional. */
    commission_mode: commissionModeSchema.nullable().default(null),
    commission: z.number().min(0).max(10_000).nullable().default(null),
    leverage_cap: z.number().int().min(1).max(5000).nullable().default(null),
    /** How swap long/short read (see swapModeSchema); a rule that sets it sets both values too. */
    swap_mode: swapModeSchema.nullable().default(null),
    /** Per lot per day in the swap mode's unit (negative = charged). */
    swap_long: z.number().min(-10_000).max(10_000).nullable().default(null),
    swap_short: z.number().min(-10_000).max(10_000).nullable().default(null),
    volume_min: z.number().positive().max(10_000).nullable().default(null),
    volume_max: z.number().positive().max(10_000).nullable().default(null),
    volume_step: z.number().positive().max(10_000).nullable().default(null),
    trade_mode: tradeModeSchema.nullable().default(null),
  })
  .superRefine((rule, check) => {
    if (rule.swap_mode === null) return;
    for (const field of ['swap_long', 'swap_short'] as const) {
      const value = rule[field];
      if (value === null) check.addIssue({ code: 'custom', path: [field], message: SWAP_MESSAGES.valuesForMode });
      else if (swapOutOfRange(rule.swap_mode, value))
        check.addIssue({ code: 'custom', path: [field], message: SWAP_MESSAGES.percentRange });
    }
  });
export type ConditionRule = z.infer<typeof conditionRuleSchema>;

/** The per-symbol values a rule may set (the rule's fields without its target). */
export const conditionFields = [
  'markup_mode',
  'markup',
  'commission_mode',
  'commission',
  'leverage_cap',
  'swap_mode',
  'swap_long',
  'swap_short',
  'volume_min',
  'volume_max',
  'volume_step',
  'trade_mode',
] as const;
export type ConditionField = (typeof conditionFields)[number];

/** Where an effective value came from: the symbol's own sheet, the group, a path rule or a symbol rule. */
export type ConditionSource = { kind: 'sheet' } | { kind: 'group' } | { kind: 'path'; path: string } | { kind: 'symbol'; symbol: string };

export interface SheetConditions {
  symbol: string;
  /** The symbol's place in the symbol-group tree, e.g. `Forex/Majors`. */
  path: string;
  leverage: number;
  swapMode: SwapMode;
  swapLong: number;
  swapShort: number;
  volumeMin: number;
  volumeMax: number;
  volumeStep: number;
}

export interface GroupTerms {
  tradeMode: TradeMode;
  maxLeverage: number;
}

export interface EffectiveValue<T> {
  value: T;
  source: ConditionSource;
}

export interface EffectiveConditions {
  markupMode: EffectiveValue<'points' | 'percent'>;
  markup: EffectiveValue<number>;
  commissionMode: EffectiveValue<'per_lot' | 'per_million'>;
  commission: EffectiveValue<number>;
  leverageCap: EffectiveValue<number>;
  swapMode: EffectiveValue<SwapMode>;
  swapLong: EffectiveValue<number>;
  swapShort: EffectiveValue<number>;
  volumeMin: EffectiveValue<number>;
  volumeMax: EffectiveValue<number>;
  volumeStep: EffectiveValue<number>;
  tradeMode: EffectiveValue<TradeMode>;
}

/** How specific a rule is for `symbol` at `path`: a symbol rule beats every path, a deeper path a shallower one; -1 = not this symbol's. */
export function ruleSpecificity(rule: Pick<ConditionRule, 'target_kind' | 'target'>, symbol: string, path: string): number {
  if (rule.target_kind === 'symbol') return rule.target.toUpperCase() === symbol.toUpperCase() ? 1000 : -1;
  const target = normalisePath(rule.target);
  if (target === '') return 0;
  const own = normalisePath(path);
  if (own !== target && !own.startsWith(`${target}/`)) return -1;
  return target.split('/').length;
}

export function normalisePath(path: string): string {
  return path
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('/');
}

const SHEET = { kind: 'sheet' } as const;
const GROUP = { kind: 'group' } as const;

/**
 * The conditions one group gives one symbol: for each field the most specific rule that sets it
 * (symbol over deeper path over shallower path), else the group's or the sheet's value. The one rule
 * the engine, the specification and the back office read.
 */
export function resolveConditions(sheet: SheetConditions, group: GroupTerms, rules: readonly ConditionRule[]): EffectiveConditions {
  const applicable = rules
    .map((rule) => ({ rule, rank: ruleSpecificity(rule, sheet.symbol, sheet.path) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => b.rank - a.rank);
  function pick<F extends ConditionField, T>(field: F, fallback: T, fallbackSource: ConditionSource): EffectiveValue<T> {
    for (const { rule } of applicable) {
      const value = rule[field];
      if (value !== null && value !== undefined) return { value: value as T, source: sourceOf(rule) };
    }
    return { value: fallback, source: fallbackSource };
  }
  const leverage = pick('leverage_cap', sheet.leverage, SHEET);
  const cappedLeverage = group.maxLeverage < leverage.value ? { value: group.maxLeverage, source: GROUP } : leverage;
  const symbolMode = pick<'trade_mode', TradeMode>('trade_mode', 'full', SHEET);
  return {
    markupMode: pick('markup_mode', 'points' as const, SHEET),
    markup: pick('markup', 0, SHEET),
    commissionMode: pick('commission_mode', 'per_lot' as const, SHEET),
    commission: pick('commission', 0, SHEET),
    leverageCap: cappedLeverage,
    swapMode: pick('swap_mode', sheet.swapMode, SHEET),
    swapLong: pick('swap_long', sheet.swapLong, SHEET),
    swapShort: pick('swap_short', sheet.swapShort, SHEET),
    volumeMin: pick('volume_min', sheet.volumeMin, SHEET),
    volumeMax: pick('volume_max', sheet.volumeMax, SHEET),
    volumeStep: pick('volume_step', sheet.volumeStep, SHEET),
    tradeMode: strictestMode(symbolMode, group.tradeMode),
  };
}

const MODE_RANK: Record<TradeMode, number> = { full: 0, close_only: 1, disabled: 2 };

/** A group in close-only keeps every symbol at least close-only, whatever a symbol rule says. */
function strictestMode(symbol: EffectiveValue<TradeMode>, group: TradeMode): EffectiveValue<TradeMode> {
  return MODE_RANK[group] > MODE_RANK[symbol.value] ? { value: group, source: GROUP } : symbol;
}

function sourceOf(rule: ConditionRule): ConditionSource {
  return rule.target_kind === 'symbol'
    ? { kind: 'symbol', symbol: rule.target.toUpperCase() }
    : { kind: 'path', path: normalisePath(rule.target) };
}

const MAJORS = new Set(['EURUSD', 'GBPUSD', 'USDJPY', 'USDCHF', 'AUDUSD', 'USDCAD', 'NZDUSD']);
const METALS = new Set(['XAU', 'XAG', 'XPT', 'XPD']);

/** A symbol's place in the symbol-group tree, from its sheet (one rule for server and web). */
export function symbolGroupPath(sheet: { symbol: string; category: string; baseCurrency: string }): string {
  if (sheet.category === 'currencies') return MAJORS.has(sheet.symbol) ? 'Forex/Majors' : 'Forex/Minors';
  if (sheet.category === 'crypto') return 'Crypto';
  return METALS.has(sheet.baseCurrency) ? 'Metals' : 'Commodities';
}
