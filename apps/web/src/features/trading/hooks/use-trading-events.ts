import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountSchema, marginCallEventSchema, type Account } from '@platform/shared/account';
import { orderGroupSchema, orderUpdatedEventSchema, type Order } from '@platform/shared/orders';
import { withOrder } from '../lib/order-lists.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { socketClient } from '../../../lib/socket-client.ts';
import { tradingKeys } from '../api/query-keys.ts';
import { stopOutText } from '../lib/stop-out-text.ts';

/**
 * Keeps the trader's account and order lists fresh from the socket, without polling:
 * 'account-updated' replaces the account, 'order-updated' moves the order between the cached lists (and explains a stop-out), 'margin-call' warns.
 */
export function useTradingEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offAccount = socketClient.on('account-updated', (payload) => {
      const full = accountSchema.safeParse(payload);
      if (full.success) queryClient.setQueryData(tradingKeys.account, full.data);
      else if (payload && typeof payload === 'object') {
        // The spec allows an event carrying only some of the figures: merge them.
        queryClient.setQueryData<Account>(tradingKeys.account, (current) =>
          current ? { ...current, ...(payload as Partial<Account>) } : current,
        );
      }
    });
    const offOrder = socketClient.on('order-updated', (payload) => {
      const event = orderUpdatedEventSchema.safeParse(payload);
      if (!event.success) return;
      // The event carries the order as it now is: move it between the cached lists, no refetch.
      // (The account follows in its own 'account-updated' event.)
      for (const group of orderGroupSchema.options) {
        queryClient.setQueryData<Order[]>(tradingKeys.ordersByStatus(group), (list) =>
          list ? withOrder(list, group, event.data.order) : list,
        );
      }
      const explanation = event.data.event === 'closed' ? stopOutText(event.data.order) : null;
      if (explanation) toast.error('Stop-out', explanation);
    });
    const offMarginCall = socketClient.on('margin-call', (payload) => {
      const event = marginCallEventSchema.safeParse(payload);
      if (!event.success) return;
      toast.warning('Margin Call', `Your margin level is ${event.data.margin_level.toFixed(2)}%. Deposit funds or close positions.`);
    });
    // Events sent while the socket was away are lost: catch up on every (re)connection.
    const offState = socketClient.onStateChange((state) => {
      if (state !== 'connected') return;
      void queryClient.invalidateQueries({ queryKey: tradingKeys.orders });
      void queryClient.invalidateQueries({ queryKey: tradingKeys.account });
    });
    return () => {
      offState();
      offAccount();
      offOrder();
      offMarginCall();
    };
  }, [queryClient]);
}
