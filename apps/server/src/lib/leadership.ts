import type { AppContext } from '../app-context.ts';
import { tryLeaderLock, type LeaderLock } from './advisory-lock.ts';

/** After a failed election attempt (database away), the wait before the next. */
export const LEADER_RETRY_MS = 500;

/**
 * How long one attempt queues for the lock before asking again on a new connection (a silently
 * dead connection is replaced within this). The lock comes at once when its holder goes.
 */
const LOCK_WAIT_MS = 10_000;

export interface RoleHooks {
  /** Start the role; a throw gives the lock back and the election goes on. */
  lead(): Promise<void>;
  /** Stop the role at once: the lock is gone (its connection failed), another instance may take over. */
  stepDown(): Promise<void> | void;
}

export interface Election {
  /** This instance holds the lock (it may still be starting the role). */
  holds(): boolean;
  /** Gives the role up (after `stepDown`), releases the lock and stops running for it. */
  stop(): Promise<void>;
}

/**
 * Runs this instance for one named role (engine, feed) for as long as it lives: tries the lock now,
 * then queues for it in PostgreSQL while someone else holds it (granted the moment the holder's
 * session ends); when its own lock connection fails it steps down at once and runs again.
 * Resolves after the first attempt.
 */
export async function runForLeadership(ctx: AppContext, role: string, hooks: RoleHooks): Promise<Election> {
  let lock: LeaderLock | null = null;
  let stopped = false;
  const stopping = new AbortController();
  let wake: () => void = () => {};

  /** One try (waiting up to `waitMs` for the holder to go); false when the database could not be asked. */
  async function attempt(waitMs: number): Promise<boolean> {
    try {
      let won: LeaderLock | null = null;
      won = await tryLeaderLock(ctx.config, role, (error) => void lost(won, error), { waitMs, signal: stopping.signal });
      if (!won) return true;
      if (stopped) {
        await won.release();
        return true;
      }
      lock = won;
      try {
        await hooks.lead();
        // The lock may have failed while the role was starting: then it steps down again.
        if (lock !== won) await hooks.stepDown();
        else ctx.log.info({ role }, 'this instance now leads');
      } catch (error) {
        ctx.log.error({ err: error, role }, 'taking the role failed; giving it back');
        if (lock === won) lock = null;
        await hooks.stepDown();
        await won.release();
        // Not at once again: the next try would likely fail the same way.
        return false;
      }
    } catch (error) {
      ctx.log.warn({ err: error, role }, 'leader election attempt failed');
      return false;
    }
    return true;
  }

  /** While this instance runs for the role and does not hold it: queue for the lock, again and again. */
  async function campaign(): Promise<void> {
    while (!stopped) {
      if (lock) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if (!(await attempt(LOCK_WAIT_MS)) && !stopped) await sleep(LEADER_RETRY_MS, stopping.signal);
    }
  }

  async function lost(which: LeaderLock | null, error: Error): Promise<void> {
    if (!which || lock !== which) return;
    lock = null;
    ctx.log.error({ err: error, role }, 'lost the leader lock; stepping down');
    try {
      await hooks.stepDown();
    } catch (stepDownError) {
      ctx.log.error({ err: stepDownError, role }, 'stepping down failed');
    }
    wake();
  }

  await attempt(0);
  if (!lock) ctx.log.info({ role }, 'role runs on another instance; standing by');
  const campaigning = campaign();

  return {
    holds: () => lock !== null && !stopped,
    async stop() {
      stopped = true;
      stopping.abort();
      wake();
      await campaigning;
      const held = lock;
      lock = null;
      if (held) {
        await hooks.stepDown();
        await held.release();
      }
    },
  };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
