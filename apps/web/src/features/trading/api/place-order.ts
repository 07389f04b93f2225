import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionKey } from '../../../lib/action-key.ts';
import { api } from '../../../lib/api-client.ts';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@platform/shared/orders';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';
import { refetchUnlessLive } from './refetch-unless-live.ts';

export type PlaceOrderInput = PlaceOrderRequest;
export type PlaceOrderResult = PlaceOrderResponse;

/** One Idempotency-Key per click: a retried request is answered once, never filled twice. */
export function placeOrder(input: PlaceOrderInput, idempotencyKey: string): Promise<PlaceOrderResult> {
  return api.post<PlaceOrderResult>('/place', input, { 'idempotency-key': idempotencyKey });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => placeOrder(input, actionKey(input)['idempotency-key']),
    onSettled: (_data, error) => refetchUnlessLive(queryClient, error, [tradingKeys.orders, tradingKeys.account]),
  });
}
