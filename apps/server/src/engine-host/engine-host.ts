import type { AppContext } from '../app-context.ts';
import type { TradingEngine } from '../engine/trading-engine.ts';
import { AppError } from '../errors/app-error.ts';
import { createIdempotency } from '../lib/idempotency/idempotency.ts';
import { loadEngine } from './engine-loader.ts';
import { createEngineCommandForwarder, type ForwarderOptions } from './leader-calls/command-forwarder.ts';
import { serveEngineCommands } from './leader-calls/command-handler.ts';
import { commandCatalogue, type AnyLeaderCommand, type LeaderCommand, type LeaderSide } from './leader-command.ts';
import { createEngineRuntime } from './runtime.ts';
import type { EngineParts } from './engine-parts.ts';

// The engine host's public face: modules import the engine host through this file only (the lint says so).
export { defineLeaderCommand, type EngineMarket, type LeaderCommand, type LeaderSide } from './leader-command.ts';
export type { EngineAlerts, EngineGroups, EngineParts, EnginePublisher, EngineRisk } from './engine-parts.ts';
export type { PersistJob } from './effect-writer.ts';
export { unwrap } from './unwrap.ts';
export { countOrders, findOrder, listOrders, orderFromRow, orderListQuerySchema, type OrderListQuery } from './storage/order.repository.ts';
export {
  accountFromRow,
  createAccount,
  findAccount,
  listOpenAccounts,
  isDemoAccount,
  ledgerEntryFromRow,
  listLedger,
  sumAccountLedger,
  type Account,
  type LedgerEntry,
} from './storage/ledger.repository.ts';
export type { AccountType, LedgerKind } from './storage/ledger.tables.ts';
export type { ForwarderOptions } from './leader-calls/command-forwarder.ts';

export type EngineHost = Awaited<ReturnType<typeof createEngineHost>>;

export interface EngineHostOptions {
  startBackground: boolean;
  forwarding?: ForwarderOptions;
}

/**
 * The one door to the engine leader. `run(command, input)` runs a leader command here when this
 * instance holds the engine lock, and forwards it to the instance that does otherwise (the leader
 * parses a forwarded input with the command's schema before it runs). Leadership is checked per
 * call, so an instance that takes the engine over starts serving locally at once.
 */
export async function createEngineHost(
  ctx: AppContext,
  parts: EngineParts,
  commands: readonly AnyLeaderCommand[],
  options: EngineHostOptions,
) {
  const catalogue = commandCatalogue(commands);
  const runtime = await createEngineRuntime(ctx, parts, options);
  const leaderSide: LeaderSide = {
    ctx,
    market: parts.market,
    engine: () => runtime.engine(),
    whenReady: () => runtime.whenReady(),
    persist: (job, accountIds) => runtime.persist(job, accountIds),
    moveFunds: (command, extra) => runtime.moveFunds(command, extra),
    idempotent: createIdempotency(ctx.db, () => ctx.clock.now()),
  };
  const remote = createEngineCommandForwarder(ctx.bus, options.forwarding);
  const stopServing = serveEngineCommands(ctx, catalogue, leaderSide, runtime);

  return {
    /** Runs a leader command where the engine is; typed input and output. */
    run<Input, Output>(command: LeaderCommand<Input, Output>, input: Input): Promise<Output> {
      if (catalogue.get(command.name) !== (command as unknown))
        return Promise.reject(new AppError('INTERNAL_ERROR', 500, `The leader command ${command.name} is not in the catalogue.`));
      return runtime.holdsLock() ? command.run(input, leaderSide) : remote.send(command, input);
    },
    /** Trading calls made here can run now: on this instance's engine, or on a leader that is beating. */
    reachable: (): boolean => (runtime.holdsLock() ? runtime.isLeader() : ctx.bus.state().connected && remote.leaderHeard()),
    /** The runtime: leadership for health and metrics; test and timer hooks (refreshRisk, expire, rollover, settled). */
    runtime,
    /** A fresh engine built from storage alone, as a new leader would load it (its state hash must equal the live one's). */
    loadFromStorage: (): Promise<TradingEngine> => loadEngine(ctx, parts.market, parts.alerts, parts.groups, parts.risk),
    async stop(): Promise<void> {
      stopServing();
      remote.stop();
      await runtime.stop();
    },
  };
}
