import { closeToolMessages } from '@platform/shared/orders';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { EngineResult } from '../../engine/types.ts';
import type { MarketService } from '../market/market.service.ts';
import { orderView } from './order.view.ts';
import { findOrder } from './order.repository.ts';
import { createIdempotency, type Answer } from './idempotency.ts';
import type { TradingRuntime } from './trading-runtime.ts';
import type { TradingCommands } from './leader-calls/trading-commands.ts';
import { scopeOf } from './account-scope.ts';

function unwrap<T>(result: EngineResult<T>): Extract<EngineResult<T>, { ok: true }> {
  if (!result.ok) {
    const { code, status, message, details, errors } = result.error;
    throw new AppError(code, status, message, details, errors);
  }
  return result;
}

/** Close-all (with its filters) and reverse: each one engine command, one transaction, one Idempotency-Key. */
export function createClosingTools(
  ctx: AppContext,
  market: MarketService,
  runtime: TradingRuntime,
): Pick<TradingCommands, 'closePositions' | 'reverse'> {
  const idempotent = createIdempotency(ctx.db, () => ctx.clock.now());
  const now = () => ctx.clock.now();

  return {
    async closePositions(account, input, key, raw) {
      return idempotent(scopeOf(account, key, raw), async (_remember, keep) => {
        await runtime.whenReady();
        const at = now();
        const engine = runtime.engine();
        const { value, effects } = unwrap(
          engine.closePositions({
            accountId: account.accountId,
            filter: input.filter,
            symbol: input.symbol?.toUpperCase() ?? null,
            now: at,
            isMarketOpen: (symbol) => market.isMarketOpen(symbol, at),
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
        await runtime.persist({ effects, ...(keep ? { answers: [keep(answer)] } : {}) }, [account.accountId]);
        return answer;
      });
    },

    async reverse(account, input, key, raw) {
      return idempotent(scopeOf(account, key, raw), async (_remember, keep) => {
        await runtime.whenReady();
        const at = now();
        const engine = runtime.engine();
        const live = engine.liveOrder(input.order_id);
        engine.registerAccount(account.accountId, account.userId);
        const result = engine.reverse({
          accountId: account.accountId,
          orderId: input.order_id,
          now: at,
          marketOpen: live ? market.isMarketOpen(live.symbol, at) : true,
        });
        if (!result.ok && result.error.code === 'ORDER_NOT_FOUND') {
          const stored = await findOrder(ctx.db, account.accountId, input.order_id);
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
        await runtime.persist({ effects, ...(keep ? { answers: [keep(answer)] } : {}) }, [account.accountId]);
        return answer;
      });
    },
  };
}
