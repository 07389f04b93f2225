import { z } from 'zod';
import { closeOrderRequestSchema } from '@platform/shared/orders';
import { defineLeaderCommand } from '../../../engine-host/engine-host.ts';
import type { Answer } from '../../../lib/idempotency/idempotency.ts';
import { orderView } from '../order.view.ts';
import { callerFields, runOrderCommand } from './command-kit.ts';
import { scopeOf } from '../account-scope.ts';

/** POST /api/order/close: the whole position, or `volume` of it. */
export const closeOrder = defineLeaderCommand({
  name: 'trading.close-order',
  input: z.object({ ...callerFields, close: closeOrderRequestSchema, raw: z.unknown() }),
  async run({ userId, accountId, close: input, key, raw }, leader): Promise<Answer> {
    return leader.idempotent(scopeOf({ accountId, userId }, key, raw), async (_remember, keep) => {
      const { value: closed, effects } = await runOrderCommand(leader, { accountId, userId }, input.order_id, () => {
        const engine = leader.engine();
        const live = engine.liveOrder(input.order_id);
        const at = leader.ctx.clock.now();
        return engine.close({
          accountId,
          orderId: input.order_id,
          volume: input.volume ?? null,
          now: at,
          marketOpen: live ? leader.market.isMarketOpen(live.symbol, at) : true,
        });
      });
      const answer: Answer = {
        statusCode: 200,
        body: { status: 'success', message: 'Trade closed.', data: { order: orderView(closed, leader.engine()) } },
      };
      await leader.persist({ effects, ...(keep ? { answers: [keep(answer)] } : {}) }, [accountId]);
      return answer;
    });
  },
});
