import { useQueryClient } from '@tanstack/react-query';
import { activeAccount } from '../../../lib/active-account.ts';

/** Queries that are the trader's or the market's, not one account's: kept across a switch. */
const NOT_PER_ACCOUNT = new Set(['me', 'symbols', 'favourites', 'candles', 'chart-layout', 'accounts', 'kyc', 'settings']);

/**
 * Makes an account this tab's: every call names it from now on, the socket re-joins its room, and
 * every per-account query starts over (no figure of the previous account stays on screen).
 */
export function useSwitchAccount() {
  const queryClient = useQueryClient();
  return (accountId: number) => {
    activeAccount.set(accountId);
    void queryClient.resetQueries({ predicate: (query) => !NOT_PER_ACCOUNT.has(String(query.queryKey[0])) });
  };
}
