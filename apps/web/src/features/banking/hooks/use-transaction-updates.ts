import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { socketClient } from '../../../lib/socket-client.ts';
import { myTransactionsQueryKey } from '../api/get-my-transactions.ts';

/** Refreshes the trader's transaction lists when the back office reviews one ('transaction-updated'). */
export function useTransactionUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      socketClient.on('transaction-updated', () => {
        void queryClient.invalidateQueries({ queryKey: myTransactionsQueryKey });
        void queryClient.invalidateQueries({ queryKey: ['account'] });
      }),
    [queryClient],
  );
}
