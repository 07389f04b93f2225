import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import {
  ENGINE_COMMANDS_CHANNEL,
  ENGINE_LEADER_CHANNEL,
  LEADER_HEARTBEAT_MS,
  type CommandReply,
  type CommandRequest,
  type LeaderHeartbeat,
} from './protocol.ts';
import { isTradingCommand, type TradingCommands } from './trading-commands.ts';

/** A command id taken is remembered this long, so one sent again (a new leader's first beat crossed its acceptance) runs once. */
const TAKEN_KEPT_MS = 60_000;

export interface EngineLeadership {
  /** The engine is loaded here and serving. */
  isLeader(): boolean;
  /** Calls `listener` each time this instance starts serving the engine; returns the unsubscribe. */
  onLeading(listener: () => void): () => void;
}

/**
 * Leader side: while this instance runs the engine, it answers the trading calls other instances
 * forward over the bus, through the same local service its own routes use (so Idempotency-Keys,
 * validation and error codes are exactly those of a local call). It says it is alive every
 * LEADER_HEARTBEAT_MS, so a forwarding instance notices at once when it dies, and at once when it
 * starts serving, so calls sent while no engine ran are sent again without waiting out a timeout.
 * Returns the stop.
 */
export function serveEngineCommands(ctx: AppContext, local: TradingCommands, leadership: EngineLeadership): () => void {
  const leader = randomUUID();
  let since = Date.now();
  const taken = new Map<string, number>();
  const beat = () => leadership.isLeader() && ctx.bus.publish(ENGINE_LEADER_CHANNEL, { leader, since } satisfies LeaderHeartbeat);
  const heartbeat = setInterval(() => {
    beat();
    const old = Date.now() - TAKEN_KEPT_MS;
    for (const [id, at] of taken) if (at < old) taken.delete(id);
  }, LEADER_HEARTBEAT_MS);
  heartbeat.unref();
  const stopWatching = leadership.onLeading(() => {
    since = Date.now();
    beat();
  });
  const unsubscribe = ctx.bus.subscribe(ENGINE_COMMANDS_CHANNEL, (raw) => {
    if (!leadership.isLeader()) return;
    const request = raw as Partial<CommandRequest> | null;
    if (
      typeof request?.id !== 'string' ||
      typeof request.replyTo !== 'string' ||
      !isTradingCommand(request.name) ||
      !Array.isArray(request.args)
    ) {
      ctx.log.warn({ request }, 'ignored a malformed engine command');
      return;
    }
    const { id, replyTo } = request;
    if (taken.has(id)) return;
    taken.set(id, Date.now());
    const reply = (message: CommandReply) => ctx.bus.publish(replyTo, message);
    reply({ id, kind: 'accepted', leader });
    void run(ctx, local, request as CommandRequest).then(reply);
  });
  return () => {
    clearInterval(heartbeat);
    stopWatching();
    unsubscribe();
  };
}

async function run(ctx: AppContext, local: TradingCommands, { id, name, args }: CommandRequest): Promise<CommandReply> {
  try {
    // Applied to its own object below, so `this` stays bound.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const command = local[name] as (...input: unknown[]) => Promise<unknown>;
    const value = await command.apply(local, args);
    return { id, kind: 'result', ok: true, value };
  } catch (error) {
    if (error instanceof AppError) {
      const { code, status, message, details, errors } = error;
      return { id, kind: 'result', ok: false, error: { code, status, message, details, errors } };
    }
    ctx.log.error({ err: error, command: name }, 'forwarded engine command failed');
    return {
      id,
      kind: 'result',
      ok: false,
      error: { code: 'INTERNAL_ERROR', status: 500, message: 'Something went wrong on our side. Please try again.' },
    };
  }
}
