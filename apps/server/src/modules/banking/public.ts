// The banking module's public face: other modules import it through this file only (the lint says so).
export { listAdminTransactions } from './transaction-queue.repository.ts';
export { toAdminTransactionItem } from './transaction-queue.view.ts';
