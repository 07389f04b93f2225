import { placeMessages } from '@platform/shared/orders';
import { switchToLiveMessages } from '@platform/shared/account';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { EngineResult, EngineOrder } from '../../engine/types.ts';
import type { MarketService } from '../market/market.service.ts';
import { findAccount, postLedgerEntry } from '../ledger/ledger.repository.ts';
import { accountView } from './account-view.ts';
import { orderView } from './order-view.ts';
import { countOrders, findOrder, listOrders } from './order.repository.ts';
import { createIdempotency, type Answer } from './idempotency.ts';
import { toEngineSymbol } from './engine-symbol.ts';
import type { TradingRuntime } from './trading-runtime.ts';
import type { TradingCommands } from './engine-commands/trading-commands.ts';
import { announceUserChanged } from '../auth/session-events.ts';
import { createClosingTools } from './closing-tools.service.ts';

function unwrap<T>(result: EngineResult<T>): { value: T; effects: Extract<EngineResult<T>, { ok: true }>['effects'] } {
  if (!result.ok) {
    const { code, status, message, details, errors } = result.error;
    throw new AppError(code, status, message, details, errors);
  }
  return result;
}

/**
 * The engine's own instance: validates, runs the engine command, persists its result in one
 * transaction. Idempotency-Keys are checked here, where the command runs.
 */
export function createLocalTrading(ctx: AppContext, market: MarketService, runtime: TradingRuntime): TradingCommands {
  const idempotent = createIdempotency(ctx.db, () => ctx.clock.now());
  const now = () => ctx.clock.now();

  async function ownedOrderGone(userId: number, orderId: number): Promise<never> {
    const stored = await findOrder(ctx.db, userId, orderId);
    if (!stored) throw new AppError('ORDER_NOT_FOUND', 404, 'Order not found.');
    throw new AppError('ORDER_NOT_OPEN', 409, `This order is already ${stored.status}.`);
  }

  async function runOrderCommand(userId: number, orderId: number, command: () => EngineResult<EngineOrder>) {
    await runtime.syncAccount(userId);
    const result = command();
    if (!result.ok && result.error.code === 'ORDER_NOT_FOUND') await ownedOrderGone(userId, orderId);
    return unwrap(result);
  }

  return {
    ...createClosingTools(ctx, market, runtime),

    async place(userId, input, key, raw) {
      return idempotent({ userId, key: key ?? undefined, request: raw }, async (remember) => {
        const receivedAt = now();
        const engine = runtime.engine();
        const sheet = market.getSymbol(input.symbol.toUpperCase());
        if (!sheet) throw new AppError('UNKNOWN_SYMBOL', 404, `Unknown symbol ${input.symbol}.`);
        engine.upsertSymbol(toEngineSymbol(sheet));
        await runtime.syncAccount(userId);
        const at = now();
        const { value: order, effects } = unwrap(
          runtime.engine().place({
            userId,
            symbol: sheet.symbol,
            side: input.side,
            orderType: input.order_type,
            volume: input.volume,
            leverage: input.leverage,
            requestedPrice: input.open_price ?? null,
            triggerPrice: input.trigger_price ?? null,
            stopLossPrice: input.stop_loss_price ?? null,
            takeProfitPrice: input.take_profit_price ?? null,
            expiryAt: input.expiry ? Date.parse(input.expiry) : null,
            trailingStopPips: input.trailing_stop_pips ?? null,
            ocoOrderId: input.oco_order_id ?? null,
            receivedAt,
            now: at,
            marketOpen: market.isMarketOpen(sheet.symbol, at),
          }),
        );
        const code = order.queued ? 'ORDER_QUEUED' : 'ORDER_PLACED';
        const message = order.queued
          ? placeMessages.ORDER_QUEUED
          : order.status === 'open'
            ? placeMessages.ORDER_PLACED
            : placeMessages.PENDING_PLACED;
        const answer: Answer = {
          statusCode: 200,
          body: { status: 'success', code, message, data: { order: orderView(order, runtime.engine()) } },
        };
        await runtime.persist({ effects, ...(remember ? { extra: (trx) => remember(trx, answer) } : {}) }, [userId]);
        return answer;
      });
    },

    async close(userId, input, key, raw) {
      return idempotent({ userId, key: key ?? undefined, request: raw }, async (remember) => {
        const { value: closed, effects } = await runOrderCommand(userId, input.order_id, () => {
          const live = runtime.engine().liveOrder(input.order_id);
          const at = now();
          return runtime.engine().close({
            userId,
            orderId: input.order_id,
            volume: input.volume ?? null,
            now: at,
            marketOpen: live ? market.isMarketOpen(live.symbol, at) : true,
          });
        });
        const answer: Answer = {
          statusCode: 200,
          body: { status: 'success', message: 'Trade closed.', data: { order: orderView(closed, runtime.engine()) } },
        };
        await runtime.persist({ effects, ...(remember ? { extra: (trx) => remember(trx, answer) } : {}) }, [userId]);
        return answer;
      });
    },

    async cancel(userId, orderId) {
      const { value, effects } = await runOrderCommand(userId, orderId, () => runtime.engine().cancel({ userId, orderId, now: now() }));
      await runtime.persist({ effects }, [userId]);
      return { status: 'success' as const, message: 'Order cancelled.', data: { order: orderView(value, runtime.engine()) } };
    },

    async modifyStops(userId, orderId, stops) {
      const { value, effects } = await runOrderCommand(userId, orderId, () =>
        runtime.engine().modifyStops({ ...stops, userId, orderId, now: now() }),
      );
      await runtime.persist({ effects }, [userId]);
      return {
        status: 'success' as const,
        message: 'Stop loss and take profit updated.',
        data: { order: orderView(value, runtime.engine()) },
      };
    },

    async modifyTrigger(userId, orderId, triggerPrice) {
      const { value, effects } = await runOrderCommand(userId, orderId, () =>
        runtime.engine().modifyTrigger({ userId, orderId, now: now(), triggerPrice }),
      );
      await runtime.persist({ effects }, [userId]);
      return { status: 'success' as const, message: 'Trigger price updated.', data: { order: orderView(value, runtime.engine()) } };
    },

    async listOrders(userId, group, query) {
      runtime.engine();
      const [orders, total] = await Promise.all([
        listOrders(ctx.db, userId, group, query ?? {}),
        countOrders(ctx.db, userId, group, query ?? {}),
      ]);
      const engine = runtime.engine();
      return { orders: orders.map((order) => orderView(engine.liveOrder(order.id) ?? order, engine)), total };
    },

    async account(userId) {
      await runtime.syncAccount(userId);
      const figures = runtime.engine().accountFigures(userId);
      if (!figures) throw AppError.notFound('Account not found.');
      return { status: 'success' as const, account: accountView(figures) };
    },

    async switchToLive(userId) {
      const user = await ctx.db.selectFrom('users').select('account_type').where('id', '=', userId).executeTakeFirst();
      if (!user) throw AppError.notFound('Account not found.');
      if (user.account_type === 'live') throw new AppError('ALREADY_LIVE', 409, switchToLiveMessages.alreadyLive);
      await runtime.syncAccount(userId);
      const effects = runtime.engine().resetAccount(userId);
      await runtime.persist(
        {
          effects,
          extra: async (trx) => {
            const at = now();
            const account = await findAccount(trx, userId);
            const resetCents = -(account?.balance_cents ?? 0);
            if (resetCents !== 0)
              await postLedgerEntry(trx, { userId, kind: 'demo_reset', amountCents: resetCents, note: 'Switch to live' }, at);
            await trx.updateTable('accounts').set({ credit_cents: 0, updated_at: at }).where('user_id', '=', userId).execute();
            await trx.updateTable('users').set({ account_type: 'live', updated_at: at }).where('id', '=', userId).execute();
          },
        },
        [userId],
      );
      announceUserChanged(ctx.bus, userId); // cached sessions still say demo
      return { status: 'success' as const, message: switchToLiveMessages.success };
    },
  };
}
