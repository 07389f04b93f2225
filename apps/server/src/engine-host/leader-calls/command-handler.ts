import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { answerJson } from '../../lib/idempotency/answer-json.ts';
import type { Answer } from '../../lib/idempotency/idempotency.ts';
import { parseForwardedInput, type LeaderCommand, type LeaderSide } from '../leader-command.ts';
import {
  ENGINE_COMMANDS_CHANNEL,
  ENGINE_LEADER_CHANNEL,
  LEADER_HEARTBEAT_MS,
  type CommandBatch,
  type CommandCall,
  type CommandResult,
  type LeaderHeartbeat,
  type ReplyBatch,
  type ReplyChannel,
  isReplyChannel,
} from './protocol.ts';

/** A command id taken is remembered this long, so one sent again (a new leader's first beat crossed it) runs once. */
const TAKEN_KEPT_MS = 60_000;
/** An instance that stopped leading this recently declines the calls still sent to it, so they wait for the next leader. */
const DECLINE_FOR_MS = 10_000;

export interface EngineLeadership {
  /** The engine is loaded here and serving. */
  isLeader(): boolean;
  /** Calls `listener` each time this instance starts serving the engine; returns the unsubscribe. */
  onLeading(listener: () => void): () => void;
}

/**
 * Leader side: while this instance runs the engine, it answers the leader commands other instances
 * forward over the bus: each call's input is parsed with its command's schema (a bad one is answered
 * with a 422, never run), then the command runs as a local call would (so Idempotency-Keys,
 * validation and error codes are exactly those of a local call). The results that finish in one
 * event-loop turn go back to each instance as one message. It says it is alive every
 * LEADER_HEARTBEAT_MS, so a forwarding instance notices at once when it dies, and at once when it
 * starts serving, so calls sent while no engine ran are sent again without waiting out a timeout.
 * Returns the stop.
 */
export function serveEngineCommands(
  ctx: AppContext,
  catalogue: ReadonlyMap<string, LeaderCommand>,
  leaderSide: LeaderSide,
  leadership: EngineLeadership,
): () => void {
  const leader = randomUUID();
  let since = Date.now();
  let ledAt = 0;
  const taken = new Map<string, number>();
  const beat = () => leadership.isLeader() && ctx.bus.publish(ENGINE_LEADER_CHANNEL, { leader, since } satisfies LeaderHeartbeat);
  const heartbeat = setInterval(() => {
    if (leadership.isLeader()) ledAt = Date.now();
    beat();
    const old = Date.now() - TAKEN_KEPT_MS;
    for (const [id, at] of taken) if (at < old) taken.delete(id);
  }, LEADER_HEARTBEAT_MS);
  heartbeat.unref();
  const stopWatching = leadership.onLeading(() => {
    since = ledAt = Date.now();
    beat();
  });

  /** What goes back to each forwarding instance at the end of this turn. */
  const outgoing = new Map<ReplyChannel, ReplyBatch>();
  const replyTo = (channel: ReplyChannel): ReplyBatch => {
    let batch = outgoing.get(channel);
    if (!batch) {
      if (outgoing.size === 0) setImmediate(flush);
      batch = { leader };
      outgoing.set(channel, batch);
    }
    return batch;
  };
  function flush(): void {
    for (const [channel, batch] of outgoing) ctx.bus.publish(channel, batch);
    outgoing.clear();
  }

  const unsubscribe = ctx.bus.subscribe(ENGINE_COMMANDS_CHANNEL, (raw) => {
    const batch = raw as Partial<CommandBatch> | null;
    const leading = leadership.isLeader();
    if (!leading && Date.now() - ledAt > DECLINE_FOR_MS) return;
    if (!isReplyChannel(batch?.replyTo) || !Array.isArray(batch.calls) || !batch.calls.every(isCall)) {
      ctx.log.warn({ batch }, 'ignored a malformed engine command batch');
      return;
    }
    const channel = batch.replyTo;
    const calls = batch.calls.filter((call) => !taken.has(call.id));
    if (calls.length === 0) return;
    if (!leading) {
      (replyTo(channel).declined ??= []).push(...calls.map((call) => call.id));
      return;
    }
    ledAt = Date.now();
    for (const call of calls) {
      taken.set(call.id, ledAt);
      void run(ctx, catalogue, leaderSide, call).then((result) => (replyTo(channel).results ??= []).push(result));
    }
    if (batch.ack) (replyTo(channel).accepted ??= []).push(...calls.map((call) => call.id));
  });
  return () => {
    clearInterval(heartbeat);
    stopWatching();
    unsubscribe();
    flush();
  };
}

function isCall(call: unknown): call is CommandCall {
  const candidate = call as Partial<CommandCall> | null;
  return typeof candidate?.id === 'string' && typeof candidate.name === 'string' && 'input' in candidate;
}

async function run(
  ctx: AppContext,
  catalogue: ReadonlyMap<string, LeaderCommand>,
  leaderSide: LeaderSide,
  { id, name, input }: CommandCall,
): Promise<CommandResult> {
  try {
    const command = catalogue.get(name);
    if (!command) throw new AppError('NOT_FOUND', 404, `No leader command is named ${name}.`);
    const value = await command.run(parseForwardedInput(command, input), leaderSide);
    if (!command.answersAsText) return { id, ok: true, value };
    const { statusCode, body } = value as Answer;
    return { id, ok: true, answer: { statusCode, body: answerJson(body) } };
  } catch (error) {
    if (error instanceof AppError) {
      const { code, status, message, details, errors } = error;
      return { id, ok: false, error: { code, status, message, details, errors } };
    }
    ctx.log.error({ err: error, command: name }, 'forwarded engine command failed');
    return {
      id,
      ok: false,
      error: { code: 'INTERNAL_ERROR', status: 500, message: 'Something went wrong on our side. Please try again.' },
    };
  }
}
