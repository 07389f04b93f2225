import { randomBytes } from 'node:crypto';
import type { Bus } from '../../bus/bus.ts';
import { AppError } from '../../errors/app-error.ts';
import { JsonText } from '../../lib/json-text.ts';
import {
  ENGINE_COMMANDS_CHANNEL,
  ENGINE_LEADER_CHANNEL,
  LEADER_HEARTBEAT_MS,
  replyChannelOf,
  type CommandCall,
  type CommandResult,
  type LeaderHeartbeat,
} from './protocol.ts';
import type { LeaderCommand } from '../leader-command.ts';

export interface ForwarderOptions {
  /** How long to wait for a leader to take the command before answering 503. */
  acceptTimeoutMs?: number;
  /** How long a taken command may run before giving up on its answer. */
  resultTimeoutMs?: number;
}

interface Pending {
  call: CommandCall;
  resolve(value: unknown): void;
  reject(error: AppError): void;
  /** When the watchdog gives up on it (Date.now() ms): the accept timeout, or with a leader the result timeout. */
  deadline: number;
  /** The leader the call went to (it was serving when sent, or it said it took it). */
  leader?: string;
}

/** A leader silent for this long is taken for dead: the calls it took answer 503 at once. */
const LEADER_SILENT_MS = LEADER_HEARTBEAT_MS * 3;
/** How often waiting calls are checked against their deadline and their leader's last beat. */
const WATCHDOG_MS = 100;

const unreachable = () => new AppError('ENGINE_UNAVAILABLE', 503, 'The trading engine is not reachable. Please try again.');
const tooSlow = () =>
  new AppError('ENGINE_UNAVAILABLE', 503, 'The trading engine did not answer in time. Please check your orders before trying again.');

/**
 * Client side: on an instance without the engine, sends the leader commands of each event-loop turn
 * to the engine's instance as one bus message (correlation ids, this instance's reply channel) and
 * answers each with its exact result or error.
 *
 * A call goes to the leader whose heartbeat is current; the leader does not confirm each call.
 * 503 'not reachable' when the bus is down or, with no leader known, none takes the call within
 * `acceptTimeoutMs`; 503 'did not answer' when the leader it went to stops beating or another
 * leader starts serving. A call nobody took (no leader, or one that was just stepping down and
 * declined it) goes to a new leader the moment it says it serves.
 */
export function createEngineCommandForwarder(bus: Bus, options: ForwarderOptions = {}) {
  const { acceptTimeoutMs = 900, resultTimeoutMs = 30_000 } = options;
  const instance = randomBytes(12).toString('base64url');
  const replyTo = replyChannelOf(instance);
  /** Call ids: this forwarder's id and a sequence (unique across instances, without a UUID per call). */
  let sequence = 0;
  const pending = new Map<string, Pending>();

  const settle = (id: string) => {
    const entry = pending.get(id);
    pending.delete(id);
    return entry;
  };
  /** Waits on `leader` for its result, or (none) on some leader to take it. */
  const assign = (entry: Pending, leader: string | undefined) => {
    entry.leader = leader;
    entry.deadline = Date.now() + (leader ? resultTimeoutMs : acceptTimeoutMs);
  };

  const lastBeat = new Map<string, number>();
  /** The leader serving now and since when: a beat of another term means the engine changed hands. */
  let term = '';
  let serving: string | undefined;
  const current = () => (serving && Date.now() - (lastBeat.get(serving) ?? 0) <= LEADER_SILENT_MS ? serving : undefined);

  const unsubscribeBeats = bus.subscribe(ENGINE_LEADER_CHANNEL, (raw) => {
    const { leader, since } = raw as Partial<LeaderHeartbeat>;
    if (typeof leader !== 'string') return;
    lastBeat.set(leader, Date.now());
    const beatTerm = `${leader}:${since ?? ''}`;
    if (beatTerm === term) return;
    term = beatTerm;
    serving = leader;
    engineChangedHands(leader);
  });

  /**
   * A new leader serves: calls nobody took yet (sent while no engine ran) go to it at once instead
   * of waiting out the accept timeout (it runs a call id once, so one that crossed this beat is
   * safe); calls that went to another leader are answered 503 now, since that leader has gone
   * (dead, or handed over after draining, its answers sent).
   */
  function engineChangedHands(leader: string): void {
    const again: CommandCall[] = [];
    for (const [id, entry] of pending) {
      if (entry.leader === undefined) {
        assign(entry, leader);
        again.push(entry.call);
      } else if (entry.leader !== leader) settle(id)?.reject(tooSlow());
    }
    if (again.length > 0) bus.publish(ENGINE_COMMANDS_CHANNEL, { replyTo, calls: again });
  }
  /** Answers 503 for each call past its deadline or waiting on a leader that has gone silent. */
  function expireOverdue(): void {
    const now = Date.now();
    for (const [id, entry] of pending) {
      const silent = entry.leader !== undefined && now - (lastBeat.get(entry.leader) ?? 0) > LEADER_SILENT_MS;
      if (now > entry.deadline || silent) settle(id)?.reject(entry.leader === undefined ? unreachable() : tooSlow());
    }
    for (const [leader, at] of lastBeat) if (now - at > 60_000) lastBeat.delete(leader);
  }
  // One scan for every waiting call: a timer per call cost more than the scan.
  const watchdog = setInterval(expireOverdue, Math.min(WATCHDOG_MS, acceptTimeoutMs / 2));
  watchdog.unref();

  const finish = (result: CommandResult) => {
    const entry = settle(result.id);
    if (!entry) return;
    if (!result.ok) {
      const { code, status, message, details, errors } = result.error;
      entry.reject(new AppError(code, status, message, details, errors));
    } else if ('answer' in result) entry.resolve({ statusCode: result.answer.statusCode, body: new JsonText(result.answer.body) });
    else entry.resolve(result.value);
  };
  const unsubscribe = bus.subscribe(replyTo, ({ leader, accepted, results, declined }) => {
    // Answering is a sign of life too (its heartbeat may not have arrived yet).
    if (!lastBeat.has(leader)) lastBeat.set(leader, Date.now());
    for (const id of accepted ?? []) {
      const entry = pending.get(id);
      if (entry && entry.leader === undefined) assign(entry, leader);
    }
    for (const result of results ?? []) finish(result);
    for (const id of declined ?? []) {
      const entry = pending.get(id);
      if (entry?.leader === leader) assign(entry, undefined);
    }
  });

  /** The calls of this turn, sent together when it ends. */
  let outgoing: CommandCall[] = [];
  let outgoingAck = false;
  const flush = () => {
    const calls = outgoing;
    const ack = outgoingAck;
    outgoing = [];
    outgoingAck = false;
    bus.publish(ENGINE_COMMANDS_CHANNEL, ack ? { replyTo, calls, ack } : { replyTo, calls });
  };

  /** Sends one command to the leader; answers with its output (an `answersAsText` body as JsonText). */
  function send<Input, Output>(command: LeaderCommand<Input, Output>, input: Input): Promise<Output> {
    // Without the bus no leader can hear it: say so at once rather than after the timeout.
    if (!bus.state().connected) return Promise.reject(unreachable());
    const call: CommandCall = { id: `${instance}:${(sequence++).toString(36)}`, name: command.name, input };
    return new Promise<unknown>((resolve, reject) => {
      const leader = current();
      const entry: Pending = { call, resolve, reject, deadline: 0 };
      assign(entry, leader);
      pending.set(call.id, entry);
      if (!leader) outgoingAck = true;
      if (outgoing.push(call) === 1) setImmediate(flush);
    }) as Promise<Output>;
  }

  return {
    send,
    /** A leader beat on the bus within the last `ms`: forwarded calls have somewhere to go. */
    leaderHeard: (ms = LEADER_SILENT_MS): boolean => [...lastBeat.values()].some((at) => Date.now() - at <= ms),
    /** Stops listening; calls still waiting answer 503. */
    stop(): void {
      unsubscribe();
      unsubscribeBeats();
      clearInterval(watchdog);
      for (const id of [...pending.keys()]) settle(id)?.reject(unreachable());
    },
  };
}
