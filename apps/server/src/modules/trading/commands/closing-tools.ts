import { z } from 'zod';
import { closePositionsRequestSchema, closeToolMessages, reverseOrderRequestSchema } from '@platform/shared/orders';
import { AppError } from '../../../errors/app-error.ts';
import { defineLeaderCommand, findOrder, unwrap } from '../../../engine-host/engine-host.ts';
import type { Answer } from '../../../lib/idempotency/idempotency.ts';
import { orderView } from '../order.view.ts';
import { callerFields } from './command-kit.ts';
import { scopeOf } from '../account-scope.ts';

/** POST /api/orders/close-all: all, a symbol's, the profitable or the losing positions, in one engine command and one transaction. */
export const closePositions = defineLeaderCommand({
  name: 'trading.close-positions',
  input: z.object({ ...callerFields, filter: closePositionsRequestSchema, raw: z.unknown() }),
  async run({ userId, accountId, filter: input, key, raw }, leader): Promise<Answer> {
    return leader.idempotent(scopeOf({ accountId, userId }, key, raw), async (_remember, keep) => {
      await leader.whenReady();
      const at = leader.ctx.clock.now();
      const engine = leader.engine();
      const { value, effects } = unwrap(
        engine.closePositions({
          accountId,
          filter: input.filter,
          symbol: input.symbol?.toUpperCase() ?? null,
          now: at,
          isMarketOpen: (symbol) => leader.market.isMarketOpen(symbol, at),
        }),
      );
      const answer: Answer = {
        statusCode: 200,
        body: {
          status: 'success',
          message: closeToolMessages.closed(value.closed.length),
          data: { closed: value.closed.map((order) => orderView(order, engine)), skipped: value.skipped },
        },
      };
      await leader.persist({ effects, ...(keep ? { answers: [keep(answer)] } : {}) }, [accountId]);
      return answer;
    });
  },
});

/** POST /api/order/reverse: close a position and open the opposite one with the same volume. */
export const reversePosition = defineLeaderCommand({
  name: 'trading.reverse-position',
  input: z.object({ ...callerFields, reverse: reverseOrderRequestSchema, raw: z.unknown() }),
  async run({ userId, accountId, reverse: input, key, raw }, leader): Promise<Answer> {
    return leader.idempotent(scopeOf({ accountId, userId }, key, raw), async (_remember, keep) => {
      await leader.whenReady();
      const at = leader.ctx.clock.now();
      const engine = leader.engine();
      const live = engine.liveOrder(input.order_id);
      engine.registerAccount(accountId, userId);
      const result = engine.reverse({
        accountId,
        orderId: input.order_id,
        now: at,
        marketOpen: live ? leader.market.isMarketOpen(live.symbol, at) : true,
      });
      if (!result.ok && result.error.code === 'ORDER_NOT_FOUND') {
        const stored = await findOrder(leader.ctx.db, accountId, input.order_id);
        if (stored) throw new AppError('ORDER_NOT_OPEN', 409, `This order is already ${stored.status}.`);
      }
      const { value, effects } = unwrap(result);
      const answer: Answer = {
        statusCode: 200,
        body: {
          status: 'success',
          message: value.opened ? closeToolMessages.reversed : closeToolMessages.reverseOpenRefused,
          data: { closed: orderView(value.closed, engine), opened: value.opened ? orderView(value.opened, engine) : null },
        },
      };
      await leader.persist({ effects, ...(keep ? { answers: [keep(answer)] } : {}) }, [accountId]);
      return answer;
    });
  },
});
