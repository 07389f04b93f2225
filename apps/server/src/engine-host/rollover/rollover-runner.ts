import type { AppContext } from '../../app-context.ts';
import type { TradingEngine } from '../../engine/trading-engine.ts';
import type { EffectWriter } from '../effect-writer.ts';
import type { EngineMarket } from '../leader-command.ts';
import { latestRolloverAt, nextRolloverAt, rolloversBetween } from './rollover-schedule.ts';
import { claimRollover, isRolloverApplied, lastAppliedRollover } from './rollover.repository.ts';

/**
 * The daily swap rollover on the engine's instance: charges each rollover through the engine once
 * (its persisted results and its claim in `swap_rollovers` commit together, and a claim found taken
 * rolls the results back, the engine then reloading from storage), one after another, and wakes at
 * each next rollover time while this instance serves the engine.
 */
export function createRolloverRunner(
  ctx: AppContext,
  market: EngineMarket,
  engine: () => TradingEngine,
  writer: EffectWriter,
  serving: () => boolean,
) {
  let rollovers: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  /** Charges the rollover at `at` unless already applied; false when it was. */
  function apply(at: number): Promise<boolean> {
    const run = rollovers.then(async () => {
      if (await isRolloverApplied(ctx.db, at)) return false;
      const effects = engine().rollover(at, (symbol) => market.swapDays(symbol, at));
      const positions = effects.filter((e) => e.type === 'order' && e.event === 'persist').length;
      await writer.submit({
        effects,
        extra: async (trx) => {
          if (!(await claimRollover(trx, at, positions, 'live', ctx.clock.now())))
            throw new Error(`the rollover at ${new Date(at).toISOString()} was already applied`);
        },
      });
      return true;
    });
    rollovers = run.catch(() => undefined);
    return run;
  }

  /** Every rollover due by `now` and not yet applied, oldest first. */
  async function applyDue(now: number): Promise<void> {
    const zone = market.timeZone();
    const last = (await lastAppliedRollover(ctx.db)) ?? latestRolloverAt(now, zone);
    for (const at of rolloversBetween(last, now, zone)) await apply(at);
  }

  /** Wakes at the next rollover time in the broker's zone (and every one after it), charging what is due while serving. */
  function schedule(): void {
    const at = nextRolloverAt(ctx.clock.now(), market.timeZone());
    timer = setTimeout(() => {
      if (serving()) void applyDue(Math.max(at, ctx.clock.now())).catch((error) => ctx.log.error({ err: error }, 'swap rollover failed'));
      schedule();
    }, at - ctx.clock.now());
    timer.unref();
  }

  return { apply, applyDue, schedule, stop: () => clearTimeout(timer) };
}
