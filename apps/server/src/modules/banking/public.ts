// The banking module's public face: other modules import it through this file only (the lint says so).
export { listAdminTransactions } from './transaction-queue.repository.ts';
export { toAdminTransactionItem } from './transaction-queue.view.ts';
// The chain watcher (cashier) records the deposits it follows here and asks the verdicts of banking.
export { creditChainDeposit, dropChainDeposit } from './banking-review.service.ts';
export { findTransaction } from './banking.repository.ts';
export { insertChainDeposit, setConfirmations } from './chain-deposit.repository.ts';
export { toTransaction } from './transaction.view.ts';
