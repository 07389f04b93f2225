import { z } from 'zod';
import { priceSchema, readOptionalPrice } from './numbers.ts';
import { DEFAULT_LEVERAGE, MAX_TAKE_PROFIT_LEVELS, orderGroups, stopsMessages } from './order-limits.ts';

export {
  DEFAULT_LEVERAGE,
  DEFAULT_SL_TP_PIPS,
  LOTS_MAX,
  LOTS_MIN,
  LOTS_STEP,
  MAX_TAKE_PROFIT_LEVELS,
  MIN_STOP_DISTANCE_PIPS,
  orderGroups,
  stopsMessages,
} from './order-limits.ts';

/** Order wire contract (spec §3, §5, §7, §8): requests, the order as read, answers and socket events. */

export const orderSideSchema = z.enum(['buy', 'sell']);
export type OrderSide = z.infer<typeof orderSideSchema>;

export const orderTypeSchema = z.enum(['market', 'limit', 'stop', 'stop_limit']);
export type OrderType = z.infer<typeof orderTypeSchema>;

export const orderStatusSchema = z.enum(['pending', 'open', 'closed', 'cancelled']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderGroupSchema = z.enum(orderGroups);
export type OrderGroup = z.infer<typeof orderGroupSchema>;

export const closeReasonSchema = z.enum(['manual', 'stop_loss', 'take_profit', 'stop_out', 'expired', 'cancelled', 'switch_to_live']);
export type CloseReason = z.infer<typeof closeReasonSchema>;

const price = (label: string) => priceSchema(label);

const tooManyLevels = `Set at most ${MAX_TAKE_PROFIT_LEVELS} take-profit levels.`;

/** One staged take-profit: a price and the lots it closes there. */
export const takeProfitLevelSchema = z.object({
  price: priceSchema('Take-profit level'),
  volume: z.number({ error: 'Volume must be a number.' }).finite('Volume must be a number.').positive('Volume must be above 0.'),
});
export type TakeProfitLevel = z.infer<typeof takeProfitLevelSchema>;

const optionalPrice = (label: string) => z.union([price(label), z.null()]).optional();

/** POST /api/place. Volume step/range are checked by the server against the symbol sheet (own codes). */
export const placeOrderRequestSchema = z.object({
  symbol: z.string({ error: 'Symbol is required.' }).trim().min(1, 'Symbol is required.').max(20),
  side: z.enum(['buy', 'sell'], { error: 'Choose buy or sell.' }),
  order_type: z
    .enum(['market', 'limit', 'stop', 'stop_limit'], { error: 'Order type must be market, limit, stop or stop_limit.' })
    .default('market'),
  volume: z.number({ error: 'Volume must be a number.' }).finite('Volume must be a number.').positive('Volume must be above 0.'),
  leverage: z
    .number({ error: 'Leverage must be a number.' })
    .int('Leverage must be a whole number.')
    .min(1, 'Leverage must be at least 1.')
    .max(1000, 'Leverage must be at most 1000.')
    .default(DEFAULT_LEVERAGE),
  /** The price the trader saw (market orders); recorded as requested_price. */
  open_price: optionalPrice('Open price'),
  stop_loss_price: optionalPrice('Stop loss'),
  take_profit_price: optionalPrice('Take profit'),
  /** Required for limit, stop and stop-limit orders (a stop-limit's stop price). */
  trigger_price: optionalPrice('Trigger price'),
  /** Required for stop-limit orders: once the stop is reached, the order waits as a limit at this price. */
  limit_price: optionalPrice('Limit price'),
  /** Up to four staged take-profits, each closing its volume once when reached. */
  take_profit_levels: z.array(takeProfitLevelSchema).max(MAX_TAKE_PROFIT_LEVELS, tooManyLevels).optional(),
  /** A server-side trailing stop in pips: the SL starts this far from the price and follows it, never back. */
  trailing_stop_pips: z
    .union([
      z.number({ error: 'Trailing stop must be a number of pips.' }).finite().positive('Trailing stop must be above 0 pips.'),
      z.null(),
    ])
    .optional(),
  /** Links this pending order with one of the trader's pending orders: when either fills or is cancelled, the other is cancelled. */
  oco_order_id: z.union([z.number().int().positive('oco_order_id must be an order id.'), z.null()]).optional(),
  /** ISO date-time; a pending order still waiting then is cancelled as expired. */
  expiry: z.union([z.iso.datetime({ offset: true, message: 'Expiry must be an ISO date-time.' }), z.null()]).optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

/** An order as every call and socket event sends it. Money has 2 decimals; prices are numbers. */
export const orderSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  side: orderSideSchema,
  /** Alias of side (spec: "type or side"). */
  type: orderSideSchema,
  order_type: orderTypeSchema,
  status: orderStatusSchema,
  volume: z.number(),
  leverage: z.number().int(),
  /** Fill price; null while pending. */
  open_price: z.number().nullable(),
  /** The price the trader saw when placing a market order. */
  requested_price: z.number().nullable(),
  /** Fill minus requested, in pips, signed against the trader (positive = worse). */
  slippage_pips: z.number().nullable(),
  fill_latency_ms: z.number().nullable(),
  trigger_price: z.number().nullable(),
  /** A stop-limit's limit price. */
  limit_price: z.number().nullable(),
  /** When a stop-limit's stop was reached (it now waits as a limit); null before. */
  stop_reached_at: z.string().nullable(),
  expiry: z.string().nullable(),
  /** The price the position would close at now (bid for buys, ask for sells); null when unknown. */
  live_price: z.number().nullable(),
  current_price: z.number().nullable(),
  close_price: z.number().nullable(),
  exit_price: z.number().nullable(),
  /** ISO date-times. open_time is the fill time (placement time while pending). */
  open_time: z.string(),
  created_at: z.string(),
  close_time: z.string().nullable(),
  closed_at: z.string().nullable(),
  stop_loss_price: z.number().nullable(),
  take_profit_price: z.number().nullable(),
  /** The server-side trailing stop distance in pips; the SL follows the price at it. */
  trailing_stop_pips: z.number().nullable(),
  /** Profit in pips the position must reach before the trailing stop starts to follow (null = at once). */
  trailing_activation_pips: z.number().nullable(),
  /** Staged take-profits still waiting, nearest first. */
  take_profit_levels: z.array(z.object({ price: z.number(), volume: z.number() })),
  /** Profit in pips at which the SL moves to the entry plus break_even_offset_pips, once (null = none or done). */
  break_even_pips: z.number().nullable(),
  break_even_offset_pips: z.number(),
  /** The other leg of a one-cancels-other pair of pending orders. */
  oco_order_id: z.number().int().nullable(),
  /** On a position closed by a stop-out: the margin level and the account before and after, in USD. */
  stop_out: z
    .object({
      margin_level: z.number(),
      equity_before: z.number(),
      used_margin_before: z.number(),
      equity_after: z.number(),
      used_margin_after: z.number(),
    })
    .nullable(),
  /** Accumulated swap in USD (negative = charged). */
  swap: z.number(),
  swap_cost: z.number(),
  commission: z.number(),
  /** Floating P/L for open positions, realised for closed ones, in USD; null when not computable. */
  profit: z.number().nullable(),
  /** Margin held in USD. */
  margin: z.number(),
  close_reason: closeReasonSchema.nullable(),
  /** A market order accepted while its market was closed, waiting for the open. */
  queued: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

export const placeOrderResponseSchema = z.object({
  status: z.literal('success'),
  code: z.enum(['ORDER_PLACED', 'ORDER_QUEUED']),
  message: z.string(),
  data: z.object({ order: orderSchema }),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** Without paging fields the newest 500 come back, as before; `page` and `page_size` reach every order. */
export const ordersQuerySchema = z.object({
  status: orderGroupSchema.default('open'),
  page: z.coerce.number().int('Page must be a whole number.').min(1, 'Page must be 1 or more.').default(1),
  page_size: z.coerce
    .number()
    .int('Page size must be a whole number.')
    .min(1, 'Page size must be at least 1.')
    .max(1000, 'Page size must be at most 1000.')
    .default(500),
});
export const ordersResponseSchema = z.object({
  orders: z.array(orderSchema),
  /** Orders in the whole group, for paging. */
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  page_size: z.number().int().optional(),
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/**
 * An optional field of the SL/TP editor, refused with the editor's own message (spec §5) whatever is
 * wrong with it. Typed for the web as it sends it (`T`); the server also reads plain decimal strings.
 */
const editorField = <T, Out>(read: (raw: unknown) => { ok: true; value: Out } | { ok: false; message: string }) =>
  z
    .custom<T>()
    .transform((raw, ctx) => {
      const result = read(raw);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    })
    .optional();

/** An SL or TP price: absent or null removes it. */
const stopPrice = (message: string) =>
  editorField<number | null, number | null>((raw) => {
    const read = readOptionalPrice(raw, 'Price');
    return read.ok ? read : { ok: false, message };
  });

/** A trailing or break-even distance in pips: absent keeps it, null removes it, else above 0 (or exactly 0 where allowed). */
const pipsField = (message: string, zeroAllowed = false) =>
  editorField<number | null, number | null>((raw) => {
    if (zeroAllowed && raw === 0) return { ok: true, value: 0 };
    const read = readOptionalPrice(raw, 'Pips');
    return read.ok ? read : { ok: false, message };
  });

const levelsMessage = 'Take-profit levels must be a list of prices and volumes.';
const levelsSchema = z.array(takeProfitLevelSchema, { error: levelsMessage }).max(MAX_TAKE_PROFIT_LEVELS, tooManyLevels);

/**
 * PATCH /api/order/{id}/sl-tp: null removes a level; the trailing and break-even fields and the staged
 * take-profits are kept when absent ([] or null removes the levels). Each bad field answers under its
 * own name with one message (a bad level too, not its index).
 */
export const updateStopsRequestSchema = z.object({
  trailing_stop_pips: pipsField('Trailing stop must be a number of pips above 0.'),
  trailing_activation_pips: pipsField('Trailing activation must be a number of pips above 0.'),
  take_profit_levels: editorField<z.input<typeof levelsSchema> | null, TakeProfitLevel[]>((raw) => {
    if (raw === null) return { ok: true, value: [] };
    const parsed = levelsSchema.safeParse(raw);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? levelsMessage };
  }),
  break_even_pips: pipsField('Break-even must be a number of pips above 0.'),
  break_even_offset_pips: pipsField('Break-even offset must be a number of pips, 0 or more.', true),
  stop_loss_price: stopPrice(stopsMessages.invalidStopLoss),
  take_profit_price: stopPrice(stopsMessages.invalidTakeProfit),
});
export type UpdateStopsRequest = z.input<typeof updateStopsRequestSchema>;
export type UpdateStops = z.output<typeof updateStopsRequestSchema>;

/** PATCH /api/order/{id}/trigger: a pending order's new trigger price, stop-limit limit price or expiry (absent = kept, expiry null = none). */
export const updateTriggerRequestSchema = z
  .object({
    trigger_price: price('Trigger price').optional(),
    limit_price: price('Limit price').optional(),
    expiry: z.union([z.iso.datetime({ offset: true, message: 'Expiry must be an ISO date-time.' }), z.null()]).optional(),
  })
  .refine((body) => body.trigger_price !== undefined || body.limit_price !== undefined || body.expiry !== undefined, {
    message: 'Send a trigger_price, a limit_price or an expiry to change.',
  });
export type UpdateTriggerRequest = z.infer<typeof updateTriggerRequestSchema>;

/** POST /api/order/close: close_price and profit_loss are client hints; volume below the position's = partial. */
export const closeOrderRequestSchema = z.object({
  order_id: z.coerce.number({ error: 'order_id is required.' }).int().positive(),
  close_price: z.number().nullable().optional(),
  profit_loss: z.number().nullable().optional(),
  volume: z.number().positive('Volume must be above 0.').nullable().optional(),
});
export type CloseOrderRequest = z.input<typeof closeOrderRequestSchema>;

/** POST /api/orders/close-all: which open positions to close in one call (send an Idempotency-Key). */
export const closeFilterSchema = z.enum(['all', 'symbol', 'profitable', 'losing'], {
  error: 'Choose all, symbol, profitable or losing.',
});
export type CloseFilter = z.infer<typeof closeFilterSchema>;
export const closePositionsRequestSchema = z
  .object({
    filter: closeFilterSchema,
    symbol: z.string().trim().min(1).max(20).nullable().optional(),
  })
  .refine((body) => body.filter !== 'symbol' || !!body.symbol, { message: 'Choose the symbol to close.', path: ['symbol'] });
export type ClosePositionsRequest = z.input<typeof closePositionsRequestSchema>;

export const closePositionsResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    closed: z.array(orderSchema),
    /** Chosen positions that could not close now (their market is closed or has no fresh price). */
    skipped: z.array(z.object({ id: z.number().int(), symbol: z.string(), reason: z.enum(['MARKET_CLOSED', 'STALE_PRICE']) })),
  }),
});
export type ClosePositionsResponse = z.infer<typeof closePositionsResponseSchema>;

/** POST /api/order/reverse: close a position and open the opposite one with the same volume. */
export const reverseOrderRequestSchema = z.object({
  order_id: z.coerce.number({ error: 'order_id is required.' }).int().positive(),
});
export type ReverseOrderRequest = z.input<typeof reverseOrderRequestSchema>;
export const reverseOrderResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ closed: orderSchema, opened: orderSchema.nullable() }),
});
export type ReverseOrderResponse = z.infer<typeof reverseOrderResponseSchema>;

export const cancelOrderRequestSchema = z.object({
  order_id: z.coerce.number({ error: 'order_id is required.' }).int().positive(),
});
export type CancelOrderRequest = z.input<typeof cancelOrderRequestSchema>;

/** Answer of sl-tp, trigger, close and cancel. */
export const orderResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ order: orderSchema }),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** Socket 'order-updated' to the owner (room account.{user_id}). */
export const orderEventKindSchema = z.enum(['placed', 'filled', 'triggered', 'closed', 'cancelled', 'modified', 'expired']);
export type OrderEventKind = z.infer<typeof orderEventKindSchema>;
export const orderUpdatedEventSchema = z.object({ event: orderEventKindSchema, order: orderSchema });
export type OrderUpdatedEvent = z.infer<typeof orderUpdatedEventSchema>;

/** Success texts of POST /api/place (spec §8). */
export const placeMessages = {
  ORDER_PLACED: 'Trade Placed Successfully: Your order has been executed.',
  ORDER_QUEUED: 'Order Queued: Your order has been accepted and queued for execution.',
  PENDING_PLACED: 'Order Placed: Your pending order is waiting for its trigger price.',
} as const;

/** Texts of the closing tools. */
export const closeToolMessages = {
  closed: (count: number) => (count === 1 ? '1 position closed.' : `${count} positions closed.`),
  reversed: 'Position reversed.',
  reverseOpenRefused: 'Trade closed; the opposite trade could not be opened.',
} as const;
