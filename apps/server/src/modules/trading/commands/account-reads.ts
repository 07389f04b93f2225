import { z } from 'zod';
import { orderGroupSchema } from '@platform/shared/orders';
import { AppError } from '../../../errors/app-error.ts';
import {
  countOrders,
  defineLeaderCommand,
  listOrders as listStoredOrders,
  orderListQuerySchema,
} from '../../../engine-host/engine-host.ts';
import { accountView } from '../account.view.ts';
import { orderView } from '../order.view.ts';

/**
 * One page of a group of the trader's orders (500 newest without a page); `total` counts the whole
 * filtered group. Live orders read as the engine holds them now, so it runs where the engine is.
 */
export const getOrders = defineLeaderCommand({
  name: 'trading.list-orders',
  input: z.object({
    userId: z.number().int().positive(),
    accountId: z.number().int().positive(),
    group: orderGroupSchema,
    query: orderListQuerySchema.optional(),
  }),
  async run({ accountId, group, query }, leader) {
    leader.engine();
    const [orders, total] = await Promise.all([
      listStoredOrders(leader.ctx.db, accountId, group, query ?? {}),
      countOrders(leader.ctx.db, accountId, group, query ?? {}),
    ]);
    const engine = leader.engine();
    return { orders: orders.map((order) => orderView(engine.liveOrder(order.id) ?? order, engine)), total };
  },
});

/** GET /api/account: the account's balance, equity and margin as the engine holds them now. */
export const getAccount = defineLeaderCommand({
  name: 'trading.account',
  input: z.object({ userId: z.number().int().positive(), accountId: z.number().int().positive() }),
  async run({ userId, accountId }, leader) {
    const engine = leader.engine();
    engine.registerAccount(accountId, userId);
    const figures = engine.accountFigures(accountId);
    if (!figures) throw AppError.notFound('Account not found.');
    return { status: 'success' as const, account: accountView(figures) };
  },
});
