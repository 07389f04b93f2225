import type { OrderGroup } from '@platform/shared/orders';

/** Every query of the trading feature, so mutations and socket events invalidate the same keys. */
export const tradingKeys = {
  orders: ['orders'] as const,
  ordersByStatus: (status: OrderGroup) => ['orders', status] as const,
  account: ['account'] as const,
};
