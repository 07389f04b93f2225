import { z } from 'zod';
import { orderSchema } from './orders.ts';

/** Reports wire contract: statement, performance and the paged history. Money is 2-decimal USD on the wire. */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' (a whole UTC day) or an ISO date-time; empty means "no bound". */
const periodBound = z
  .string()
  .trim()
  .optional()
  .refine(
    (value) => !value || ((DATE_ONLY.test(value) || /T/.test(value)) && !Number.isNaN(Date.parse(value))),
    'Enter a date as YYYY-MM-DD.',
  );

export const periodQuerySchema = z.object({
  from: periodBound,
  to: periodBound,
  symbol: z
    .string()
    .trim()
    .max(20, 'Symbol is too long.')
    .regex(/^[A-Za-z0-9._-]*$/, 'Symbol has letters and digits only.')
    .optional()
    .transform((value) => (value ? value.toUpperCase() : undefined)),
});

/** Turns the bounds into [fromMs, toMs): a date-only `to` includes that whole day. */
export function periodRange(
  query: { from?: string | undefined; to?: string | undefined },
  nowMs: number,
): { fromMs: number; toMs: number } {
  const fromMs = query.from ? Date.parse(DATE_ONLY.test(query.from) ? `${query.from}T00:00:00Z` : query.from) : 0;
  const toMs = query.to ? (DATE_ONLY.test(query.to) ? Date.parse(`${query.to}T00:00:00Z`) + 86_400_000 : Date.parse(query.to)) : nowMs + 1;
  return { fromMs, toMs };
}

export const reportFormatSchema = z.enum(['json', 'csv', 'pdf'], { error: 'Format must be json, csv or pdf.' });

const pageFields = {
  page: z.coerce.number().int('Page must be a whole number.').min(1, 'Page must be 1 or more.').default(1),
  page_size: z.coerce
    .number()
    .int('Page size must be a whole number.')
    .min(1, 'Page size must be at least 1.')
    .max(1000, 'Page size must be at most 1000.')
    .default(100),
};

/** True for an IANA time zone this runtime knows ('Asia/Kolkata'). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const statementQuerySchema = periodQuerySchema.extend({
  format: reportFormatSchema.default('json'),
  /** The trader's time zone for the PDF's dates and times (UTC without it). */
  tz: z.string().max(64, 'Unknown time zone.').refine(isTimeZone, 'Unknown time zone.').optional(),
  ...pageFields,
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** The statement's summary lines; every ledger kind maps to exactly one. */
export const statementLineSchema = z.enum([
  'deposits',
  'withdrawals',
  'transfers',
  'realised_pnl',
  'swaps',
  'commissions',
  'write_offs',
  'adjustments',
]);
export type StatementLine = z.infer<typeof statementLineSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  time: z.string(),
  kind: z.string(),
  line: statementLineSchema,
  amount: z.number(),
  balance_after: z.number(),
  ref_type: z.string().nullable(),
  ref_id: z.number().nullable(),
  note: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const statementSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.literal('USD'),
  opening_balance: z.number(),
  closing_balance: z.number(),
  totals: z.record(statementLineSchema, z.number()),
  entries: z.array(ledgerEntrySchema),
  total_entries: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type Statement = z.infer<typeof statementSchema>;

export const performanceQuerySchema = periodQuerySchema;

const bucket = z.object({ trades: z.number().int(), wins: z.number().int(), profit: z.number() });

export const performanceSchema = z.object({
  from: z.string(),
  to: z.string(),
  symbol: z.string().nullable(),
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Percent, 0–100, one decimal; null with no trades. */
  win_rate: z.number().nullable(),
  net_profit: z.number(),
  gross_profit: z.number(),
  gross_loss: z.number(),
  average_win: z.number().nullable(),
  average_loss: z.number().nullable(),
  /** Gross profit ÷ |gross loss|; null when there is no loss. */
  profit_factor: z.number().nullable(),
  largest_win: z.number().nullable(),
  largest_loss: z.number().nullable(),
  /**
   * The deepest fall of the trading result curve (cumulative net of closed trades: P/L, swap and
   * commission, from 0 at the period start) below its previous peak, after every close, in USD (≥ 0).
   * Deposits and withdrawals are not results, and floating P/L has no stored history, so neither is in it.
   */
  max_drawdown: z.number(),
  average_holding_seconds: z.number().nullable(),
  by_symbol: z.array(bucket.extend({ symbol: z.string() })),
  by_day: z.array(bucket.extend({ day: z.string() })),
  by_hour: z.array(bucket.extend({ hour: z.number().int() })),
  /** End-of-day balance (from the ledger) and cumulative closed-trade P/L, one point per day with activity. */
  curve: z.array(z.object({ day: z.string(), balance: z.number(), cumulative_profit: z.number() })),
  /** Balance + floating P/L now (the curve's live end point). */
  equity_now: z.number().nullable(),
});
export type Performance = z.infer<typeof performanceSchema>;

export const tradeSortSchema = z.enum(['closed_at', 'opened_at', 'symbol', 'profit', 'volume']);

export const tradeHistoryQuerySchema = periodQuerySchema.extend({
  sort: tradeSortSchema.default('closed_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv.' }).default('json'),
  ...pageFields,
});
export type TradeHistoryQuery = z.infer<typeof tradeHistoryQuerySchema>;

export const ledgerQuerySchema = periodQuerySchema.extend({
  kind: z
    .string()
    .trim()
    .max(32)
    .regex(/^[a-z_]*$/, 'Unknown entry kind.')
    .optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv.' }).default('json'),
  ...pageFields,
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

export const ledgerPageSchema = z.object({
  items: z.array(ledgerEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** GET /api/reports/trades: a page of closed trades. */
export const tradePageSchema = z.object({
  items: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TradePage = z.infer<typeof tradePageSchema>;

/** GET /api/reports/summary: the period for every account of the trader (issue 29). */
export const accountsSummaryQuerySchema = periodQuerySchema.pick({ from: true, to: true });

const summaryFigures = z.object({
  opening_balance: z.number(),
  closing_balance: z.number(),
  totals: z.record(statementLineSchema, z.number()),
  /** Realised P/L, swaps and commissions of the period together. */
  trading_result: z.number(),
  /** Now, from the engine; null while it cannot be asked. */
  equity: z.number().nullable(),
});

/**
 * The trader-wide summary in USD: each open account's statement figures for the period, and the
 * sums over the live accounts and over the demo ones (virtual money is never added to real money).
 * Transfers between own accounts net to zero in a type's sum.
 */
export const accountsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.literal('USD'),
  accounts: z.array(
    summaryFigures.extend({
      id: z.number().int(),
      number: z.number().int(),
      type: z.enum(['demo', 'live']),
      is_default: z.boolean(),
    }),
  ),
  live: summaryFigures.extend({ accounts: z.number().int() }),
  demo: summaryFigures.extend({ accounts: z.number().int() }),
});
export type AccountsSummary = z.infer<typeof accountsSummarySchema>;
