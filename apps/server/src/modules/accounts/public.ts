// What other modules may use of the accounts module (issue 29): the account a call is for, and lookups.
export type { AccountRef } from './account-ref.ts';
export { activeAccount, activeAccountRef, callerAccount, namedAccountId, resolveCallerAccount } from './active-account.ts';
export { findDefaultAccount, listAccountsOf, setAccountType } from './accounts.repository.ts';
export { defaultAccountIdOf } from './default-account.ts';
export { createAccountsService } from './accounts.service.ts';
