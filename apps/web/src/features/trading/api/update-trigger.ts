import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { tradingKeys } from './query-keys.ts';
import { refetchUnlessLive } from './refetch-unless-live.ts';
import { actionKey } from '../../../lib/action-key.ts';

export interface TriggerInput {
  orderId: number;
  trigger_price: number;
}

export function updateTrigger(input: TriggerInput): Promise<unknown> {
  return api.patch(`/order/${input.orderId}/trigger`, { trigger_price: input.trigger_price }, actionKey(input));
}

/** Moves a pending order's trigger price. */
export function useUpdateTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrigger,
    onSettled: (_data, error) => refetchUnlessLive(queryClient, error, [tradingKeys.orders]),
  });
}
