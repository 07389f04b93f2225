import { z } from 'zod';

/**
 * One symbol on the coverage screen: volumes in lots (+ = long), P/L in USD cents at the current mid
 * (null without a quote or a USD rate). `book_pnl_cents` is the broker's P/L against the clients'
 * routed fills, `covering_pnl_cents` its P/L at the LP, `combined_pnl_cents` the two together.
 */
export const coverageRowSchema = z.object({
  symbol: z.string(),
  client_net: z.number(),
  covered_net: z.number(),
  uncovered_net: z.number(),
  working: z.number(),
  book_pnl_cents: z.number().int().nullable(),
  covering_pnl_cents: z.number().int().nullable(),
  combined_pnl_cents: z.number().int().nullable(),
});

/**
 * The FIX session as the cluster's holder of the hedge service last told: `off` without FIX_HOST,
 * `stopped` while no instance holds it, `connecting`, `logged_on`, `waiting` between tries after a loss.
 * (`standby` is what an older instance that does not hold it answered.)
 */
export const hedgeSessionStateSchema = z.enum(['off', 'standby', 'stopped', 'connecting', 'logged_on', 'waiting']);
export type HedgeSessionState = z.infer<typeof hedgeSessionStateSchema>;

export const coverageSchema = z.object({
  session: hedgeSessionStateSchema,
  symbols: z.array(coverageRowSchema),
});
export type Coverage = z.infer<typeof coverageSchema>;

/** `GET /api/admin/hedging/session` and the staff socket's 'hedging-session': the LP session, times in ms since the epoch. */
export const hedgeSessionSchema = z.object({
  state: hedgeSessionStateSchema,
  /** When the session entered this state (null: never ran, or `off`). */
  since: z.number().int().nullable(),
  /** Why the last try ended, when it is down (the session log says more). */
  reason: z.string().nullable(),
  /** The LP's acceptor and the CompIDs (null when `off`). */
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  sender_comp_id: z.string().nullable(),
  target_comp_id: z.string().nullable(),
  /** The next MsgSeqNum we send, and the next we expect from the LP (as last recorded; null before the first logon). */
  next_sender_seq: z.number().int().nullable(),
  next_target_seq: z.number().int().nullable(),
  /** When the holder last reported (it does every few seconds while it holds the session). */
  updated_at: z.number().int().nullable(),
});
export type HedgeSession = z.infer<typeof hedgeSessionSchema>;

/** An alert the hedging desk hears (bell, mail and this staff event): a session down, a reconciliation difference, uncovered exposure. */
export const hedgeDeskAlertSchema = z.object({
  key: z.string(),
  title: z.string(),
  body: z.string(),
  at: z.number().int(),
});
export type HedgeDeskAlert = z.infer<typeof hedgeDeskAlertSchema>;
