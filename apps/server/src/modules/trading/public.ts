// The trading module's public face: other modules import it through this file only (the lint says so).
export { getAccount, getOrders } from './commands/account-reads.ts';
