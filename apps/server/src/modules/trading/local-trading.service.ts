import { placeMessages } from '@platform/shared/orders';
import { switchToLiveMessages } from '@platform/shared/account';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Effect, EngineResult, EngineOrder } from '../../engine/types.ts';
import type { Db } from '../../db/database.ts';
import { unwrap } from './unwrap.ts';
import type { FundsDesks, FundsMover } from './funds-desks.ts';
import { withdrawableCents } from '../../engine/balance-commands.ts';
import type { MarketService } from '../market/market.service.ts';
import { accountView } from './account.view.ts';
import { orderView } from './order.view.ts';
import { countOrders, findOrder, listOrders } from './order.repository.ts';
import { createIdempotency, type Answer } from './idempotency.ts';
import { toEngineSymbol } from './engine-symbol.ts';
import type { TradingRuntime } from './trading-runtime.ts';
import type { TradingCommands } from './leader-calls/trading-commands.ts';
import { announceUserChanged } from '../auth/session-events.ts';
import { findUserById, updateUser } from '../auth/user.repository.ts';
import { createClosingTools } from './closing-tools.service.ts';
import type { AccountRef } from '../accounts/account-ref.ts';
import { listAccountsOf, setAccountType } from '../accounts/accounts.repository.ts';
import { scopeOf } from './account-scope.ts';

/**
 * The engine's own instance: validates, runs the engine command, persists its result in one
 * transaction. Idempotency-Keys are checked here, where the command runs.
 */
export function createLocalTrading(ctx: AppContext, market: MarketService, runtime: TradingRuntime, desks: FundsDesks): TradingCommands {
  const idempotent = createIdempotency(ctx.db, () => ctx.clock.now());
  const now = () => ctx.clock.now();

  async function ownedOrderGone(accountId: number, orderId: number): Promise<never> {
    const stored = await findOrder(ctx.db, accountId, orderId);
    if (!stored) throw new AppError('ORDER_NOT_FOUND', 404, 'Order not found.');
    throw new AppError('ORDER_NOT_OPEN', 409, `This order is already ${stored.status}.`);
  }

  /** Whether the market of a live order is open now (an unknown order: open, the engine answers not found). */
  function marketOpenFor(orderId: number): boolean {
    const live = runtime.engine().liveOrder(orderId);
    return live ? market.isMarketOpen(live.symbol, now()) : true;
  }

  /**
   * Runs a command once per Idempotency-Key: its effects, its own writes and the remembered answer
   * commit together; a retry gets the first answer, the same key for another request a 422.
   */
  async function once<B>(
    account: AccountRef,
    key: string | null,
    request: unknown,
    execute: () => Promise<{ effects: Effect[]; body: B; extra?: (trx: Db) => Promise<void> }>,
  ): Promise<B> {
    const answer = await idempotent(scopeOf(account, key, request), async (_remember, keep) => {
      const { effects, body, extra } = await execute();
      const stored: Answer = { statusCode: 200, body };
      await runtime.persist({ effects, ...(extra ? { extra } : {}), ...(keep ? { answers: [keep(stored)] } : {}) }, [account.accountId]);
      return stored;
    });
    return answer.body as B;
  }

  async function runOrderCommand(account: AccountRef, orderId: number, command: () => EngineResult<EngineOrder>) {
    await runtime.whenReady();
    runtime.engine().registerAccount(account.accountId, account.userId);
    const result = command();
    if (!result.ok && result.error.code === 'ORDER_NOT_FOUND') await ownedOrderGone(account.accountId, orderId);
    return unwrap(result);
  }

  return {
    ...createClosingTools(ctx, market, runtime),

    async place(account, input, key, raw) {
      return idempotent(scopeOf(account, key, raw), async (_remember, keep) => {
        const receivedAt = now();
        await runtime.whenReady();
        const engine = runtime.engine();
        engine.registerAccount(account.accountId, account.userId);
        const sheet = market.getSymbol(input.symbol.toUpperCase());
        if (!sheet) throw new AppError('UNKNOWN_SYMBOL', 404, `Unknown symbol ${input.symbol}.`);
        engine.upsertSymbol(toEngineSymbol(sheet));
        const at = now();
        const { value: order, effects } = unwrap(
          runtime.engine().place({
            accountId: account.accountId,
            symbol: sheet.symbol,
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
        await runtime.persist({ effects, ...(keep ? { answers: [keep(answer)] } : {}) }, [account.accountId]);
        return answer;
      });
    },

    async close(account, input, key, raw) {
      return idempotent(scopeOf(account, key, raw), async (_remember, keep) => {
        const { value: closed, effects } = await runOrderCommand(account, input.order_id, () => {
          const live = runtime.engine().liveOrder(input.order_id);
          const at = now();
          return runtime.engine().close({
            accountId: account.accountId,
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
        await runtime.persist({ effects, ...(keep ? { answers: [keep(answer)] } : {}) }, [account.accountId]);
        return answer;
      });
    },

    async cancel(account, orderId, key = null) {
      return once(account, key, { cancel: orderId }, async () => {
        const { value, effects } = await runOrderCommand(account, orderId, () =>
          runtime.engine().cancel({ accountId: account.accountId, orderId, now: now() }),
        );
        return {
          effects,
          body: { status: 'success' as const, message: 'Order cancelled.', data: { order: orderView(value, runtime.engine()) } },
        };
      });
    },

    async modifyStops(account, orderId, stops, key = null) {
      return once(account, key, { stops: orderId, ...stops }, async () => {
        const { value, effects } = await runOrderCommand(account, orderId, () =>
          runtime.engine().modifyStops({ ...stops, accountId: account.accountId, orderId, now: now(), marketOpen: marketOpenFor(orderId) }),
        );
        const order = orderView(value, runtime.engine());
        return { effects, body: { status: 'success' as const, message: 'Stop loss and take profit updated.', data: { order } } };
      });
    },

    async modifyTrigger(account, orderId, change, key = null) {
      return once(account, key, { trigger: orderId, ...change }, async () => {
        const { value, effects } = await runOrderCommand(account, orderId, () =>
          runtime.engine().modifyTrigger({ ...change, accountId: account.accountId, orderId, now: now(), marketOpen: marketOpenFor(orderId) }),
        );
        const order = orderView(value, runtime.engine());
        const message = change.triggerPrice === undefined && change.limitPrice === undefined ? 'Expiry updated.' : 'Trigger price updated.';
        return { effects, body: { status: 'success' as const, message, data: { order } } };
      });
    },

    async listOrders(account, group, query) {
      runtime.engine();
      const [orders, total] = await Promise.all([
        listOrders(ctx.db, account.accountId, group, query ?? {}),
        countOrders(ctx.db, account.accountId, group, query ?? {}),
      ]);
      const engine = runtime.engine();
      return { orders: orders.map((order) => orderView(engine.liveOrder(order.id) ?? order, engine)), total };
    },

    async account(account) {
      runtime.engine().registerAccount(account.accountId, account.userId);
      const figures = runtime.engine().accountFigures(account.accountId);
      if (!figures) throw AppError.notFound('Account not found.');
      return { status: 'success' as const, account: accountView(figures) };
    },

    async switchToLive(account, key = null) {
      const { accountId, userId } = account;
      const answer = await once(account, key, { switchToLive: accountId }, async () => {
        const user = await findUserById(ctx.db, userId);
        if (!user) throw AppError.notFound('Account not found.');
        const accounts = await listAccountsOf(ctx.db, userId);
        const target = accounts.find((one) => one.id === accountId);
        if (!target) throw AppError.notFound('Account not found.');
        if (target.type === 'live') throw new AppError('ALREADY_LIVE', 409, switchToLiveMessages.alreadyLive);
        // Spec §1 converts the trader's one demo account; beside other accounts, a live one is opened instead.
        if (accounts.length > 1) throw new AppError('CONFLICT', 409, switchToLiveMessages.openLiveInstead);
        const { effects } = unwrap(runtime.engine().resetAccount(accountId, `user:${userId}:switch-to-live`));
        const markLive = async (trx: Db) => {
          await updateUser(trx, userId, { accountType: 'live', updatedAt: now() });
          await setAccountType(trx, accountId, 'live', now());
        };
        return { effects, extra: markLive, body: { status: 'success' as const, message: switchToLiveMessages.success } };
      });
      announceUserChanged(ctx.bus, userId); // cached sessions still say demo
      return answer;
    },

    async funds(desk, payload) {
      await runtime.whenReady();
      const mover: FundsMover = {
        move: (command, extra) => runtime.moveFunds(command, extra),
        isApplied: (opId) => runtime.engine().isApplied(opId),
        transfer: (command) => runtime.transfer(command),
        register: (accountId, userId) => runtime.engine().registerAccount(accountId, userId),
        account: (accountId) => {
          const { balanceCents, creditCents, reservedCents } = runtime.engine().state.ensureAccount(accountId);
          return { accountId, balanceCents, creditCents, reservedCents };
        },
        withdrawableCents: (accountId) => withdrawableCents(runtime.engine().state, runtime.engine().state.ensureAccount(accountId)),
      };
      return desks.get(desk)(payload, mover);
    },
  };
}
