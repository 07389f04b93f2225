import { z } from 'zod';
import { accountSchema, marginCallEventSchema } from './account.ts';
import { alertTriggeredEventSchema, notificationSchema } from './alerts.ts';
import { newSignInEventSchema } from './notifications.ts';
import { transactionSchema } from './banking.ts';
import { myKycSchema } from './kyc.ts';
import { orderUpdatedEventSchema } from './orders.ts';
import { ticketSchema } from './support.ts';
import { tickSchema } from './ticks.ts';
import { exposureResponseSchema, riskAlertEventSchema } from './risk.ts';
import { coverageSchema, hedgeDeskAlertSchema, hedgeSessionSchema } from './hedging-live.ts';

/**
 * Every event the server sends on the socket, with its payload: the one contract between the
 * server's publishers and the web's listeners (spec §7). Public events reach every socket; account
 * events only the sockets signed in as that trader.
 */
export const sessionEventSchema = z.object({
  /** False for a socket without a valid token: it gets prices only. */
  signed_in: z.boolean(),
  /** The trading account whose orders and figures this socket receives (the handshake's `account`, else the default); null signed out. */
  account_id: z.number().int().optional(),
});

export const accountDisabledEventSchema = z.object({ status: z.literal('disabled') });

/** Symbols whose market opened or closed, with their new `market_open` (symbols.ts `MarketOpenChange`). */
export const marketHoursEventSchema = z.object({ symbols: z.array(z.object({ symbol: z.string(), market_open: z.boolean() })) });

export const publicEventSchemas = {
  /** Prices as the spec's client reads them: one event per symbol that moved (`socket.on('tick', (tick) => …)`). */
  tick: tickSchema,
  /**
   * Prices for a client that asked for batches in its handshake (TICK_BATCHES_HANDSHAKE): one event
   * per flush of the server's broadcaster, holding every symbol that moved since the last one.
   */
  ticks: z.array(tickSchema),
  /** Symbols whose market opened or closed (sessions, holidays, staff edits): the watchlist's and the banner's `market_open`. */
  'market-hours': marketHoursEventSchema,
  /** Sent once per connection, after the server has joined the socket to its trader's room. */
  session: sessionEventSchema,
};

export const accountEventSchemas = {
  /** The whole account, or (spec §7) only the figures that changed. */
  'account-updated': accountSchema.partial(),
  'order-updated': orderUpdatedEventSchema,
  'margin-call': marginCallEventSchema,
  'alert-triggered': alertTriggeredEventSchema,
  'transaction-updated': transactionSchema,
  'kyc-updated': myKycSchema,
  'ticket-updated': ticketSchema,
  /** A sign-in from a device this login had not used (the bell and Web Push tell the owner). */
  'new-sign-in': newSignInEventSchema,
  /** A new notification in the bell. */
  notification: notificationSchema,
  /** Staff disabled the login: its sockets are dropped right after this event. */
  'account-disabled': accountDisabledEventSchema,
};

/** Events for staff sockets in the risk and hedging desks' rooms (dealers and admins). */
export const staffEventSchemas = {
  /** The live and demo books valued by the engine leader: on every change, and at least once a second while prices move. */
  'risk-exposure': exposureResponseSchema,
  /** An exposure limit crossed (once per crossing). */
  'risk-alert': riskAlertEventSchema,
  /** The FIX session to the LP as its holder recorded it: on every change of state, and its sequence numbers as they move. */
  'hedging-session': hedgeSessionSchema,
  /** The coverage book valued by the hedge leader: after each change, and every second while it holds positions. */
  'hedging-coverage': coverageSchema,
  /** An alert to the hedging desk (also in the bell and by mail): once per event. */
  'hedging-alert': hedgeDeskAlertSchema,
};

export const serverEventSchemas = { ...publicEventSchemas, ...accountEventSchemas, ...staffEventSchemas };

export type AccountEventName = keyof typeof accountEventSchemas;
export type ServerEventName = keyof typeof serverEventSchemas;
export type ServerEvents = { [E in ServerEventName]: z.infer<(typeof serverEventSchemas)[E]> };
