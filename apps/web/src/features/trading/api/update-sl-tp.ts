import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { OrderResponse, UpdateStopsRequest } from '@platform/shared/orders';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';
import { refetchUnlessLive } from './refetch-unless-live.ts';
import { actionKey } from '../../../lib/action-key.ts';

export interface SlTpInput extends UpdateStopsRequest {
  orderId: number;
}

export function updateSlTp(input: SlTpInput): Promise<OrderResponse> {
  const { orderId, ...body } = input;
  return api.patch(`/order/${orderId}/sl-tp`, body, actionKey(input));
}

export function useUpdateSlTp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlTp,
    onSettled: (_data, error) => refetchUnlessLive(queryClient, error, [tradingKeys.orders]),
  });
}
