import type { AppContext } from '../app-context.ts';
import { TradingEngine } from '../engine/trading-engine.ts';
import { AppError } from '../errors/app-error.ts';
import type { Db } from '../db/database.ts';
import type { FundsCommand, FundsOutcome } from '../engine/balance-commands.ts';
import { unwrap } from './unwrap.ts';
import { EffectWriter, type PersistJob } from './effect-writer.ts';
import { loadEngine } from './engine-loader.ts';
import { runForLeadership } from '../lib/leadership.ts';
import { catchUpRollovers } from './rollover/rollover-catch-up.ts';
import { createRolloverRunner } from './rollover/rollover-runner.ts';
import type { EngineParts } from './engine-parts.ts';

const RISK_REFRESH_MS = 250;
const EXPIRY_CHECK_MS = 1000;

export type EngineRuntime = Awaited<ReturnType<typeof createEngineRuntime>>;

/**
 * The engine's shell: leadership, loading, the quote subscription, the ordered writer and the
 * timers (risk refresh and equity updates a few times a second, expiries); the daily rollover is
 * `rollover-runner.ts`'s.
 */
export async function createEngineRuntime(ctx: AppContext, parts: EngineParts, options: { startBackground: boolean }) {
  const { market, alerts, groups, risk } = parts;
  let engine = new TradingEngine({ maxQuoteAgeMs: ctx.config.trading.maxQuoteAgeMs });
  let ready = false;
  let stopped = false;
  let unsubscribe: () => void = () => {};
  const timers: NodeJS.Timeout[] = [];
  const leadingListeners = new Set<() => void>();
  const stopFollowingGroups = groups.follow(() => (ready ? engine : null));
  // A staff edit of the symbol sheet (made on any instance): the engine's sheet, and every group's terms built from it, at once.
  const stopFollowingSheet = market.onSheetChange(() => {
    if (!ready) return;
    for (const symbol of market.symbols()) engine.upsertSymbol(symbol);
    groups.rebuild(engine);
  });
  const committedListeners = new Set<(job: PersistJob) => void>();
  const stopFollowingAlerts = alerts.follow(
    () => (ready ? engine : null),
    (error) => ctx.log.error({ err: error }, 'arming a price alert failed'),
  );
  const publisher = parts.publisher(() => engine);
  const writer = new EffectWriter(
    ctx.db,
    ctx.clock,
    ctx.log,
    alerts.persist,
    (job) => {
      publisher.committed(job);
      for (const listener of committedListeners) listener(job);
    },
    () => {
      // Commands wait for the reloaded engine (whenReady): the old one holds a result storage refused.
      reloading ??= reload()
        .catch((error) => ctx.log.error({ err: error }, 'reloading the engine failed'))
        .finally(() => (reloading = null));
    },
  );
  let reloading: Promise<void> | null = null;
  const rollover = createRolloverRunner(
    ctx,
    market,
    () => engine,
    writer,
    () => ready,
  );

  function onQuote(quote: { symbol: string; bid: number; ask: number; time: number }): void {
    if (!ready) return;
    const effects = engine.tick({ ...quote, marketOpen: market.isMarketOpen(quote.symbol, quote.time) });
    if (effects.length > 0) void writer.submit({ effects }).catch(() => undefined);
  }

  async function reload(): Promise<void> {
    await writer.settled();
    engine = await loadEngine(ctx, market, alerts, groups, risk);
  }

  /** Takes the engine over (the lock is held): storage first, then quotes and timers run it. */
  async function lead(): Promise<void> {
    // Rollovers missed while no engine ran, charged in storage before the engine reads it.
    await catchUpRollovers(ctx, market, ctx.clock.now(), groups);
    engine = await loadEngine(ctx, market, alerts, groups, risk);
    unsubscribe = market.onQuote(onQuote);
    ready = true;
    for (const listener of leadingListeners) listener();
    const effects = engine.armRisk(ctx.clock.now());
    if (effects.length > 0) await writer.submit({ effects });
    // One that passed while loading: no position has opened since, so the engine charges it.
    await rollover.applyDue(ctx.clock.now());
  }

  /** Stops serving at once (new calls get 503), then lets the writer finish what it holds. */
  async function stepDown(): Promise<void> {
    ready = false;
    unsubscribe();
    unsubscribe = () => {};
    await writer.settled().catch(() => undefined);
  }

  function refreshRisk(now = ctx.clock.now()): Promise<void> {
    const { effects, moved } = engine.refreshRisk(now);
    const announced = new Set(effects.flatMap((e) => (e.type === 'account' ? [e.accountId] : [])));
    for (const accountId of moved) if (!announced.has(accountId)) publisher.publishAccount(accountId);
    return effects.length > 0 ? writer.submit({ effects }) : Promise.resolve();
  }

  function runEffects(effects: ReturnType<TradingEngine['expire']>): Promise<void> {
    return effects.length > 0 ? writer.submit({ effects }) : Promise.resolve();
  }

  /** Pending orders and price alerts whose expiry has passed. */
  function expireAll(now: number): Promise<void> {
    return runEffects([...engine.expire(now), ...engine.state.alerts.expire(now)]);
  }

  const election = await runForLeadership(ctx, 'trading-engine', { lead, stepDown });
  if (options.startBackground) {
    timers.push(setInterval(() => ready && void refreshRisk().catch(() => undefined), RISK_REFRESH_MS));
    timers.push(setInterval(() => ready && void expireAll(ctx.clock.now()).catch(() => undefined), EXPIRY_CHECK_MS));
    rollover.schedule();
  }

  return {
    engine(): TradingEngine {
      if (!ready) throw new AppError('ENGINE_UNAVAILABLE', 503, 'Trading is starting on this server. Please try again in a moment.');
      return engine;
    },

    /** Resolves once a reload after a refused write is over (at once otherwise). */
    async whenReady(): Promise<void> {
      while (reloading) await reloading;
    },

    /** Applies a balance command and commits its effects with `extra`, in one transaction. */
    async moveFunds(command: FundsCommand, extra?: (trx: Db) => Promise<void>): Promise<FundsOutcome> {
      await this.whenReady();
      const { value, effects } = unwrap(this.engine().applyFunds(command));
      await writer.submit({ effects, ...(extra ? { extra } : {}) }, [command.accountId]);
      return value;
    },

    persist(job: PersistJob, accountIds: number[]): Promise<void> {
      return writer.submit(job, accountIds);
    },

    /** Test and timer hooks: each runs one engine command with the given time and persists it. */
    refreshRisk,
    expire: expireAll,
    /** Charges the rollover at `at` unless already applied; false when it was. */
    rollover: (at: number) => rollover.apply(at),
    settled: () => writer.settled(),
    isLeader: () => ready,
    /** Calls `listener` each time this instance starts serving the engine (loaded, quotes flowing). */
    onLeading(listener: () => void): () => void {
      leadingListeners.add(listener);
      return () => leadingListeners.delete(listener);
    },
    /** Calls `listener` with each engine result once committed (on the leader; it must not block). */
    onCommitted(listener: (job: PersistJob) => void): () => void {
      committedListeners.add(listener);
      return () => committedListeners.delete(listener);
    },
    /** Holds the engine lock (possibly still loading): trading calls are this instance's to serve. */
    holdsLock: () => !stopped && election.holds(),

    async stop(): Promise<void> {
      stopped = true;
      stopFollowingAlerts();
      stopFollowingGroups();
      stopFollowingSheet();
      for (const timer of timers) clearInterval(timer);
      rollover.stop();
      await election.stop();
      await stepDown();
    },
  };
}
