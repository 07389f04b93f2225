import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { socketClient } from '../../../lib/socket-client.ts';

/**
 * After a trading call settles: while the socket is connected its 'order-updated' and
 * 'account-updated' events already carry the new order and account (useTradingEvents patches the
 * cache with them), so nothing is fetched again. A call that failed (its outcome may be unknown)
 * or one made while the socket is away refetches the given keys.
 */
export function refetchUnlessLive(queryClient: QueryClient, error: unknown, keys: readonly QueryKey[]): void {
  if (!error && socketClient.connectionState === 'connected') return;
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
