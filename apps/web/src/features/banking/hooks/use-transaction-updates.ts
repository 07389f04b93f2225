import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { socketClient } from '../../../lib/socket-client.ts';
import { myTransactionsQueryKey } from '../api/get-my-transactions.ts';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';

/** Refreshes the trader's transaction lists when the back office reviews one ('transaction-updated'). */
export function useTransactionUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      socketClient.on('transaction-updated', () => {
        // The lists and the monthly totals ('transactions', …) follow the review.
        void queryClient.invalidateQueries({ queryKey: [myTransactionsQueryKey[0]] });
        void queryClient.invalidateQueries({ queryKey: tradingKeys.account });
      }),
    [queryClient],
  );
}
