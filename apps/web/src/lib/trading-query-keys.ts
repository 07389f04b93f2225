import type { OrderGroup } from '@platform/shared/orders';

/**
 * The keys of the trader's account and order queries, in one place: the trading feature reads and
 * patches them, and whatever else changes the account (banking, the switch to a live account)
 * invalidates the same keys.
 */
export const tradingKeys = {
  orders: ['orders'] as const,
  ordersByStatus: (status: OrderGroup) => ['orders', status] as const,
  account: ['account'] as const,
  /** The trader's trading accounts (GET /api/accounts). */
  accounts: ['accounts'] as const,
};
