import type { z } from 'zod';
import type { Account } from '@platform/shared/account';
import type {
  closeOrderRequestSchema,
  closePositionsRequestSchema,
  Order,
  OrderGroup,
  placeOrderRequestSchema,
  reverseOrderRequestSchema,
} from '@platform/shared/orders';
import type { Answer } from '../idempotency.ts';
import type { OrderListQuery } from '../order.repository.ts';
import type { StopsInput } from '../stops-input.ts';
import type { AccountRef } from '../../accounts/account-ref.ts';

export type PlaceInput = z.output<typeof placeOrderRequestSchema>;
export type CloseInput = z.output<typeof closeOrderRequestSchema>;
export type ClosePositionsInput = z.output<typeof closePositionsRequestSchema>;
export type ReverseInput = z.output<typeof reverseOrderRequestSchema>;

export interface OrderAnswer {
  status: 'success';
  message: string;
  data: { order: Order };
}

/**
 * Everything that needs the trading engine. The instance running the engine serves it locally;
 * the others forward each call to that instance over the bus and answer with its reply. Every
 * argument and result is plain JSON (no `undefined` arguments: a missing key is null).
 */
/** What a pending order's edit changes; an absent field is kept, `expiryAt` null removes the expiry. */
export interface PendingChange {
  triggerPrice?: number;
  limitPrice?: number;
  expiryAt?: number | null;
}

export interface TradingCommands {
  /** `key` is the Idempotency-Key, checked where the command runs. `raw` is the body as sent (its hash). */
  place(account: AccountRef, input: PlaceInput, key: string | null, raw: unknown): Promise<Answer>;
  close(account: AccountRef, input: CloseInput, key: string | null, raw: unknown): Promise<Answer>;
  /** Close all / of a symbol / profitable / losing, in one engine command and one transaction. */
  closePositions(account: AccountRef, input: ClosePositionsInput, key: string | null, raw: unknown): Promise<Answer>;
  reverse(account: AccountRef, input: ReverseInput, key: string | null, raw: unknown): Promise<Answer>;
  /** The trailing `key` is the Idempotency-Key: the same key and request answer once, another request with it is a 422. */
  cancel(account: AccountRef, orderId: number, key?: string | null): Promise<OrderAnswer>;
  modifyStops(account: AccountRef, orderId: number, stops: StopsInput, key?: string | null): Promise<OrderAnswer>;
  /** A pending order's new trigger, stop-limit limit price or expiry (absent = kept). */
  modifyTrigger(account: AccountRef, orderId: number, change: PendingChange, key?: string | null): Promise<OrderAnswer>;
  /** One page of a group (500 newest without a query); `total` counts the whole filtered group. */
  listOrders(account: AccountRef, group: OrderGroup, query?: OrderListQuery): Promise<{ orders: Order[]; total: number }>;
  account(account: AccountRef): Promise<{ status: 'success'; account: Account }>;
  switchToLive(account: AccountRef, key?: string | null): Promise<{ status: 'success'; message: string }>;
  /** A money desk (deposit verdicts, withdrawals, staff adjustments, demo credit), run where the engine is. */
  funds(desk: string, payload: unknown): Promise<unknown>;
}

const commandNames: Record<keyof TradingCommands, true> = {
  place: true,
  close: true,
  closePositions: true,
  reverse: true,
  cancel: true,
  modifyStops: true,
  modifyTrigger: true,
  listOrders: true,
  account: true,
  switchToLive: true,
  funds: true,
};

export type TradingCommandName = keyof TradingCommands;

export function isTradingCommand(name: unknown): name is TradingCommandName {
  return typeof name === 'string' && Object.hasOwn(commandNames, name);
}
