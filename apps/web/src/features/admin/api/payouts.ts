// Payouts from the hot wallet: GET /api/admin/cashier/payouts?ids=, POST …/{id}/approve | …/{id}/retry, GET …/hot-wallets.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HotWallet, Payout } from '@platform/shared/cashier';
import { adminApi } from './admin-request.ts';
import { transactionsKey } from './transactions.ts';
import { actionKey } from '../../../lib/action-key.ts';

const payoutsKey = ['admin', 'payouts'] as const;
/** While the payout moves on the chain, its state is asked again every few seconds. */
const MOVING = new Set<Payout['status']>(['queued', 'signed', 'sent']);

/** The withdrawal's payout, or null when its network has no hot wallet (it is paid by hand). */
export function usePayout(transactionId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...payoutsKey, transactionId],
    enabled,
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ payouts: Payout[] }>(`/admin/cashier/payouts?ids=${transactionId}`, signal)).payouts[0] ?? null,
    refetchInterval: (query) => (query.state.data && MOVING.has(query.state.data.status) ? 3000 : false),
  });
}

export function useHotWallets(enabled: boolean) {
  return useQuery({
    queryKey: [...payoutsKey, 'wallets'],
    enabled,
    queryFn: async ({ signal }) => (await adminApi.get<{ wallets: HotWallet[] }>('/admin/cashier/hot-wallets', signal)).wallets,
  });
}

export function usePayoutAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; action: 'approve' | 'retry' }) =>
      adminApi.post<Payout>(`/admin/cashier/payouts/${input.id}/${input.action}`, {}, actionKey(input)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: payoutsKey });
      void queryClient.invalidateQueries({ queryKey: transactionsKey });
    },
  });
}
