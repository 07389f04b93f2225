/** Names the account a money call is for (the screen's choice, not the tab's trading account); none: the tab's. */
export function accountHeader(accountId: number | undefined): Record<string, string> {
  return accountId === undefined ? {} : { 'x-account': String(accountId) };
}
