import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';
import { refetchUnlessLive } from './refetch-unless-live.ts';

export function cancelOrder(orderId: number, idempotencyKey: string = crypto.randomUUID()): Promise<unknown> {
  return api.post('/order/cancel', { order_id: orderId }, { 'idempotency-key': idempotencyKey });
}

/** Cancels a pending (or queued) order; its reserved margin comes back. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => cancelOrder(orderId),
    onSettled: (_data, error) => refetchUnlessLive(queryClient, error, [tradingKeys.orders, tradingKeys.account]),
  });
}
