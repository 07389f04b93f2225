// The banking module's public face: other modules import it through this file only (the lint says so).
export { listAdminTransactions } from './transaction-queue.repository.ts';
export { toAdminTransactionItem } from './transaction-queue.view.ts';
// The chain watcher (cashier) records the deposits it follows here and asks the verdicts of banking.
export { approveWithdrawal, creditChainDeposit, dropChainDeposit } from './banking-review.service.ts';
export { findTransaction, type Transaction as TransactionRecord } from './banking.repository.ts';
export { insertChainDeposit, setConfirmations, setConfirmationsOf } from './chain-deposit.repository.ts';
export { markPayoutFailed, markPayoutSigned, markUnderReview, replacePayoutHash } from './chain-payout.repository.ts';
export { toTransaction } from './transaction.view.ts';
// The cashier hands out deposit addresses to live accounts only, by the same rule as a deposit request.
export { refuseDemoDeposit } from './live-only.ts';
