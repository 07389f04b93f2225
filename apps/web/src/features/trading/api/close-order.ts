import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionKey } from '../../../lib/action-key.ts';
import { api } from '../../../lib/api-client.ts';
import type { OrderResponse } from '@platform/shared/orders';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';
import { refetchUnlessLive } from './refetch-unless-live.ts';

export interface CloseOrderInput {
  order_id: number;
  /** The trader's view of the price and P/L: hints only, the server closes at its own price. */
  close_price: number;
  profit_loss: number;
  volume: number;
}

/** The answer carries the closed part: its volume, close price and realised P/L. */
export function closeOrder(input: CloseOrderInput, idempotencyKey: string): Promise<OrderResponse> {
  return api.post<OrderResponse>('/order/close', input, { 'idempotency-key': idempotencyKey });
}

export function useCloseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseOrderInput) => closeOrder(input, actionKey(input)['idempotency-key']),
    onSettled: (_data, error) => refetchUnlessLive(queryClient, error, [tradingKeys.orders, tradingKeys.account]),
  });
}
