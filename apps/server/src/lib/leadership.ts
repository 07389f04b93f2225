import type { AppContext } from '../app-context.ts';
import { tryLeaderLock, type LeaderLock } from './advisory-lock.ts';

/** How often an instance without a role tries to take it: a dead leader is replaced within about this. */
export const LEADER_RETRY_MS = 500;

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
 * Runs this instance for one named role (engine, feed) for as long as it lives: tries the lock now
 * and then every LEADER_RETRY_MS while someone else holds it; when its own lock connection fails it
 * steps down at once and runs again. Resolves after the first attempt.
 */
export async function runForLeadership(ctx: AppContext, role: string, hooks: RoleHooks): Promise<Election> {
  let lock: LeaderLock | null = null;
  let attempting = false;
  let stopped = false;

  async function attempt(): Promise<void> {
    if (stopped || lock || attempting) return;
    attempting = true;
    try {
      let won: LeaderLock | null = null;
      won = await tryLeaderLock(ctx.config, role, (error) => void lost(won, error));
      if (!won) return;
      if (stopped) return void (await won.release());
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
      }
    } catch (error) {
      ctx.log.warn({ err: error, role }, 'leader election attempt failed');
    } finally {
      attempting = false;
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
  }

  await attempt();
  if (!lock) ctx.log.info({ role }, 'role runs on another instance; standing by');
  const timer = setInterval(() => void attempt(), LEADER_RETRY_MS);
  timer.unref();

  return {
    holds: () => lock !== null && !stopped,
    async stop() {
      stopped = true;
      clearInterval(timer);
      const held = lock;
      lock = null;
      if (held) {
        await hooks.stepDown();
        await held.release();
      }
    },
  };
}
