import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';
import { refetchUnlessLive } from './refetch-unless-live.ts';
import { actionKey } from '../../../lib/action-key.ts';

/** What changes on a pending order: absent fields are kept; expiry null removes it. */
export interface TriggerInput {
  orderId: number;
  trigger_price?: number;
  limit_price?: number;
  expiry?: string | null;
}

export function updateTrigger({ orderId, ...change }: TriggerInput): Promise<unknown> {
  return api.patch(`/order/${orderId}/trigger`, change, actionKey({ orderId, ...change }));
}

/** Moves a pending order's trigger or limit price, or changes its expiry. */
export function useUpdateTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrigger,
    onSettled: (_data, error) => refetchUnlessLive(queryClient, error, [tradingKeys.orders]),
  });
}
