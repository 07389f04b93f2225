import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReverseOrderResponse } from '@platform/shared/orders';
import { api } from '../../../lib/api-client.ts';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';

/** Closes a position and opens the opposite one with the same volume, in one call. */
export function reverseOrder(orderId: number, idempotencyKey: string): Promise<ReverseOrderResponse> {
  return api.post('/order/reverse', { order_id: orderId }, { 'idempotency-key': idempotencyKey });
}

export function useReverseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => reverseOrder(orderId, crypto.randomUUID()),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: tradingKeys.orders });
      void queryClient.invalidateQueries({ queryKey: tradingKeys.account });
    },
  });
}
