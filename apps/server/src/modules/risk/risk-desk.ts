import type { AppContext } from '../../app-context.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';
import type { TradingEngine } from '../../engine/trading-engine.ts';
import { exposureAnswer, liveNets, type ExposureNames } from './exposure-answer.ts';
import { announceCrossing } from './limit-alerts.ts';
import { LimitWatch, limitCovers, netUnder } from './limit-watch.ts';
import { latestLimitEvents, type RiskLimit } from './risk.repository.ts';
import { RISK_CHANGED_CHANNEL, RISK_EXPOSURE_CHANNEL } from './risk-channels.ts';

/** How often the leader looks at the book: a fill reaches the desks within this (plus the bus). */
const LOOK_MS = 50;
/** Ticks alone move the floating figures: pushed at most this often. */
const TICK_PUSH_MS = 1_000;

export interface DeskLimits {
  list(): readonly RiskLimit[];
  reload(): Promise<void>;
}

/**
 * The desk's watch on the engine leader: when the book changed (a fill, a close, a stop-out) or a
 * price moved an exposed symbol, it values the book (O(buckets)), checks the exposure limits (a
 * crossing tells the desk once; a close-only limit blocks that side in the engine) and publishes
 * the figures for every instance's staff room. Followers do nothing here.
 */
export function startRiskDesk(ctx: AppContext, host: EngineHost, names: ExposureNames, limits: DeskLimits): () => Promise<void> {
  const watch = new LimitWatch();
  let leading: TradingEngine | null = null;
  let lastVersion = -1;
  let lastPush = 0;
  let dirty = true;
  let busy: Promise<void> | null = null;
  const quoteTimes = new Map<string, number>();

  const unsubscribe = ctx.bus.subscribe(RISK_CHANGED_CHANNEL, (message) => {
    if (message.kind === 'limit') void limits.reload().then(() => (dirty = true));
    else dirty = true;
  });

  async function takeOver(engine: TradingEngine): Promise<void> {
    await limits.reload();
    for (const event of await latestLimitEvents(ctx.db)) watch.restore(event.limitId, event.level, event.side);
    leading = engine;
    lastVersion = -1;
    dirty = true;
  }

  function pricesMoved(engine: TradingEngine): boolean {
    let moved = false;
    for (const bucket of engine.state.riskBook.buckets.values()) {
      if (bucket.positions === 0) continue;
      const time = engine.state.quotes.get(bucket.symbol)?.time ?? 0;
      if (quoteTimes.get(bucket.symbol) !== time) {
        quoteTimes.set(bucket.symbol, time);
        moved = true;
      }
    }
    return moved;
  }

  async function look(): Promise<void> {
    if (!host.runtime.isLeader()) {
      leading = null;
      return;
    }
    const engine = host.runtime.engine();
    if (leading !== engine) await takeOver(engine);
    const now = ctx.clock.now();
    const version = engine.state.riskBook.version;
    const due = dirty || version !== lastVersion || (now - lastPush >= TICK_PUSH_MS && pricesMoved(engine));
    if (!due) return;
    dirty = false;
    lastVersion = version;
    lastPush = now;
    const snapshot = engine.riskSnapshot(now);
    const crossings = checkLimits(engine, snapshot);
    // The limits may have just blocked or freed a side: the desk sees the blocks in force now.
    const blocked = engine.state.dealerSwitches.blockedSides();
    ctx.bus.publish(RISK_EXPOSURE_CHANNEL, exposureAnswer({ ...snapshot, blocked }, names, limits.list(), true));
    for (const crossing of crossings) await announceCrossing(ctx, crossing);
  }

  /** Observes every limit; sets the engine's blocks to what the close-only limits at their level say. */
  function checkLimits(engine: TradingEngine, snapshot: ReturnType<TradingEngine['riskSnapshot']>) {
    const nets = liveNets(snapshot);
    const crossings = [];
    const blocked = new Set<string>();
    for (const limit of limits.list()) {
      const crossing = watch.observe(limit, netUnder(limit, nets, names.pathOf));
      if (crossing) crossings.push(crossing);
      const told = watch.levelOf(limit.id);
      if (limit.action !== 'close_only' || told.level !== 'limit') continue;
      for (const symbol of engine.state.symbols.keys())
        if (limitCovers(limit, symbol, names.pathOf(symbol))) blocked.add(`${symbol}|${told.side === 'long' ? 'buy' : 'sell'}`);
    }
    for (const { symbol, side } of snapshot.blocked) if (!blocked.has(`${symbol}|${side}`)) engine.setExposureBlock(symbol, side, false);
    for (const key of blocked) {
      const [symbol, side] = key.split('|') as [string, 'buy' | 'sell'];
      engine.setExposureBlock(symbol, side, true);
    }
    return crossings;
  }

  const timer = setInterval(() => {
    if (busy) return;
    busy = look()
      .catch((error: unknown) => ctx.log.error({ err: error }, 'the risk desk could not value the book'))
      .finally(() => (busy = null));
  }, LOOK_MS);

  return async () => {
    clearInterval(timer);
    unsubscribe();
    await busy;
  };
}
