import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosePositionsRequest, ClosePositionsResponse } from '@platform/shared/orders';
import { api } from '../../../lib/api-client.ts';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';

/** Close all, all of a symbol, all profitable or all losing: one call, one Idempotency-Key per click. */
export function closePositions(input: ClosePositionsRequest, idempotencyKey: string): Promise<ClosePositionsResponse> {
  return api.post('/orders/close-all', input, { 'idempotency-key': idempotencyKey });
}

export function useClosePositions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClosePositionsRequest) => closePositions(input, crypto.randomUUID()),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: tradingKeys.orders });
      void queryClient.invalidateQueries({ queryKey: tradingKeys.account });
    },
  });
}
