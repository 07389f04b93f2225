import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Account } from '@platform/shared/account';
import { orderGroups } from '@platform/shared/order-limits';
import type { Order } from '@platform/shared/orders';
import { withOrder } from '../lib/order-lists.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { socketClient } from '../../../lib/socket-client.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';
import { symbolsQueryKey } from '../../../lib/symbols-query.ts';
import { stopOutText } from '../lib/stop-out-text.ts';

/**
 * Keeps the trader's account and order lists fresh from the socket, without polling:
 * 'account-updated' replaces the account, 'order-updated' moves the order between the cached lists (and explains a stop-out), 'margin-call' warns,
 * 'market-hours' has the symbol sheet (its market_open) read again; a (re)connection reads all three again.
 */
export function useTradingEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey });
    const stops = [
      socketClient.on('account-updated', (figures) => {
        // The whole account, or (spec §7) only the figures that changed: merge them into the cached
        // account (one not loaded yet comes whole with its own fetch).
        queryClient.setQueryData<Account>(tradingKeys.account, (current) => current && { ...current, ...figures });
      }),
      socketClient.on('order-updated', (event) => {
        // The event carries the order as it now is: move it between the cached lists, no refetch.
        // (The account follows in its own 'account-updated' event.)
        for (const group of orderGroups) {
          queryClient.setQueryData<Order[]>(tradingKeys.ordersByStatus(group), (list) =>
            list ? withOrder(list, group, event.order) : list,
          );
        }
        const explanation = event.event === 'closed' ? stopOutText(event.order) : null;
        if (explanation) toast.error(i18n.t('trading.events.stopOut'), explanation);
      }),
      socketClient.on('margin-call', (event) => {
        toast.warning(
          i18n.t('trading.events.marginCall'),
          i18n.t('trading.events.marginCallText', { level: event.margin_level.toFixed(2) }),
        );
      }),
      // A market opened or closed (the broker's calendar, a staff edit): the symbol sheet's market_open is read again.
      socketClient.on('market-hours', () => refetch(symbolsQueryKey)),
      // Events sent while the socket was away are lost: catch up on every (re)connection, the
      // markets' open/closed state included (a missed 'market-hours' would leave it stale).
      socketClient.onStateChange((state) => {
        if (state !== 'connected') return;
        refetch(tradingKeys.orders);
        refetch(tradingKeys.account);
        refetch(symbolsQueryKey);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
