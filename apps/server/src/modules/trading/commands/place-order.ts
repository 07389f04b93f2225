import { z } from 'zod';
import { placeMessages, placeOrderRequestSchema } from '@platform/shared/orders';
import { AppError } from '../../../errors/app-error.ts';
import { defineLeaderCommand, isDemoAccount, unwrap } from '../../../engine-host/engine-host.ts';
import type { Answer } from '../../../lib/idempotency/idempotency.ts';
import { orderView } from '../order.view.ts';
import { callerFields } from './command-kit.ts';
import { assignAccountGroup } from '../../groups/public.ts';
import { scopeOf } from '../account-scope.ts';

/** POST /api/place on the engine's instance: validated by the engine, persisted with its Idempotency-Key answer. */
export const placeOrder = defineLeaderCommand({
  name: 'trading.place-order',
  input: z.object({ ...callerFields, order: placeOrderRequestSchema, /** The body as sent (its hash). */ raw: z.unknown() }),
  answersAsText: true,
  async run({ userId, accountId, order: input, key, raw }, leader): Promise<Answer> {
    return leader.idempotent(scopeOf({ accountId, userId }, key, raw), async (_remember, keep) => {
      const receivedAt = leader.ctx.clock.now();
      await leader.whenReady();
      const engine = leader.engine();
      engine.registerAccount(accountId, userId);
      // An account opened since the engine loaded: the risk desk keeps demo figures apart.
      if (!engine.accountKindKnown(accountId)) engine.setAccountDemo(accountId, await isDemoAccount(leader.ctx.db, accountId));
      const symbol = leader.market.symbol(input.symbol.toUpperCase());
      if (!symbol) throw new AppError('UNKNOWN_SYMBOL', 404, `Unknown symbol ${input.symbol}.`);
      engine.upsertSymbol(symbol);
      // A cache read after the account's first order: no await on the hot path.
      const assigning = assignAccountGroup(leader.ctx, engine, accountId);
      if (assigning) await assigning;
      const at = leader.ctx.clock.now();
      const { value: order, effects } = unwrap(
        engine.place({
          accountId,
          symbol: symbol.symbol,
          side: input.side,
          orderType: input.order_type,
          volume: input.volume,
          leverage: input.leverage,
          requestedPrice: input.open_price ?? null,
          triggerPrice: input.trigger_price ?? null,
          limitPrice: input.limit_price ?? null,
          stopLossPrice: input.stop_loss_price ?? null,
          takeProfitPrice: input.take_profit_price ?? null,
          expiryAt: input.expiry ? Date.parse(input.expiry) : null,
          trailingStopPips: input.trailing_stop_pips ?? null,
          ocoOrderId: input.oco_order_id ?? null,
          takeProfitLevels: input.take_profit_levels ?? [],
          receivedAt,
          now: at,
          marketOpen: leader.market.isMarketOpen(symbol.symbol, at),
        }),
      );
      const code = order.queued ? 'ORDER_QUEUED' : 'ORDER_PLACED';
      const message = order.queued
        ? placeMessages.ORDER_QUEUED
        : order.status === 'open'
          ? placeMessages.ORDER_PLACED
          : placeMessages.PENDING_PLACED;
      const answer: Answer = { statusCode: 200, body: { status: 'success', code, message, data: { order: orderView(order, engine) } } };
      await leader.persist({ effects, ...(keep ? { answers: [keep(answer)] } : {}) }, [accountId]);
      return answer;
    });
  },
});
