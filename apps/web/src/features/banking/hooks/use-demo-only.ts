import { useMe } from '../../../lib/use-me.ts';

/**
 * Whether the screen has no live account to send money to or take it from: none chosen and the trader
 * is not live (anything not live counts as demo, spec §6). The server refuses a demo account's deposits
 * and withdrawals as well; a chosen live account is live whatever this tab trades on.
 */
export function useDemoOnly(accountId: number | undefined): boolean {
  const me = useMe();
  return accountId === undefined && me.data ? me.data.account_type !== 'live' : false;
}
