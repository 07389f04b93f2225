import { useState } from 'react';
import type { TradingAccount } from '@platform/shared/trading-accounts';
import { useActiveAccountId } from '../../../lib/active-account.ts';
import { useAccounts } from '../api/get-accounts.ts';

export interface FundingAccount {
  /** The trader's live accounts, the default first: where money may go in or come out. */
  liveAccounts: TradingAccount[];
  /** The one the screen names on its deposit or withdrawal; null when the trader has no live account (a demo trader). */
  chosen: TradingAccount | null;
  choose: (accountId: number) => void;
}

/**
 * Which live account a deposit or withdrawal is for: the one the trader picks, else this tab's account
 * when it is live, else their first live one. Kept on the screen only: the tab's trading account stays.
 */
export function useFundingAccount(): FundingAccount {
  const { data: accounts } = useAccounts();
  const tabAccount = useActiveAccountId();
  const [picked, choose] = useState<number | null>(null);
  const liveAccounts = (accounts ?? []).filter((account) => account.type === 'live');
  const chosen =
    liveAccounts.find((account) => account.id === picked) ??
    liveAccounts.find((account) => account.id === tabAccount) ??
    liveAccounts[0] ??
    null;
  return { liveAccounts, chosen, choose };
}
