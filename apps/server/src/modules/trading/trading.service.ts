import type { AppContext } from '../../app-context.ts';
import type { MarketService } from '../market/market.service.ts';
import { createEngineCommandForwarder, type ForwarderOptions } from '../../engine-host/leader-calls/command-forwarder.ts';
import { serveEngineCommands } from '../../engine-host/leader-calls/command-handler.ts';
import type { TradingCommands } from './leader-calls/trading-commands.ts';
import { createLocalTrading } from './local-trading.service.ts';
import { createTradingRuntime } from '../../engine-host/runtime.ts';
import { createFundsDesks } from './funds-desks.ts';

export type TradingService = Awaited<ReturnType<typeof createTradingService>>;

/**
 * Orders, account and switch-to-live on every instance: served by the local engine where this
 * instance holds the engine lock, forwarded to the instance that does otherwise. Leadership is
 * checked per call, so an instance that takes the engine over starts serving locally at once.
 */
export async function createTradingService(
  ctx: AppContext,
  market: MarketService,
  options: { startBackground: boolean; forwarding?: ForwarderOptions },
) {
  const runtime = await createTradingRuntime(ctx, market, options);
  const desks = createFundsDesks();
  const local = createLocalTrading(ctx, market, runtime, desks);
  const remote = createEngineCommandForwarder(ctx.bus, options.forwarding);
  const stopServing = serveEngineCommands(ctx, local, runtime);
  const pick = (): TradingCommands => (runtime.holdsLock() ? local : remote.commands);

  const commands: TradingCommands = {
    place: (...args) => pick().place(...args),
    close: (...args) => pick().close(...args),
    closePositions: (...args) => pick().closePositions(...args),
    reverse: (...args) => pick().reverse(...args),
    cancel: (...args) => pick().cancel(...args),
    modifyStops: (...args) => pick().modifyStops(...args),
    modifyTrigger: (...args) => pick().modifyTrigger(...args),
    listOrders: (...args) => pick().listOrders(...args),
    account: (...args) => pick().account(...args),
    switchToLive: (...args) => pick().switchToLive(...args),
    funds: (...args) => pick().funds(...args),
  };

  return {
    ...commands,
    runtime,
    /** Trading calls made here can run now: on this instance's engine, or on a leader that is beating. */
    engineReachable: (): boolean => (runtime.holdsLock() ? runtime.isLeader() : ctx.bus.state().connected && remote.leaderHeard()),
    /** Where each module registers its money desks at start (every instance, so any may become the engine's). */
    desks,
    async stop(): Promise<void> {
      stopServing();
      remote.stop();
      await runtime.stop();
    },
  };
}
