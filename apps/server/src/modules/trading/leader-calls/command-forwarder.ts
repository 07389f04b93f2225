import { randomUUID } from 'node:crypto';
import type { Bus } from '../../../bus/bus.ts';
import { AppError } from '../../../errors/app-error.ts';
import {
  ENGINE_COMMANDS_CHANNEL,
  ENGINE_LEADER_CHANNEL,
  LEADER_HEARTBEAT_MS,
  replyChannelOf,
  type CommandReply,
  type CommandRequest,
  type LeaderHeartbeat,
} from './protocol.ts';
import type { TradingCommandName, TradingCommands } from './trading-commands.ts';

export interface ForwarderOptions {
  /** How long to wait for a leader to take the command before answering 503. */
  acceptTimeoutMs?: number;
  /** How long a taken command may run before giving up on its answer. */
  resultTimeoutMs?: number;
}

interface Pending {
  request: CommandRequest;
  resolve(value: unknown): void;
  reject(error: AppError): void;
  timer: NodeJS.Timeout;
  /** The leader that took the command, once it did. */
  leader?: string;
}

/** A leader silent for this long is taken for dead: the calls it took answer 503 at once. */
const LEADER_SILENT_MS = LEADER_HEARTBEAT_MS * 3;

const unreachable = () => new AppError('ENGINE_UNAVAILABLE', 503, 'The trading engine is not reachable. Please try again.');
const tooSlow = () =>
  new AppError('ENGINE_UNAVAILABLE', 503, 'The trading engine did not answer in time. Please check your orders before trying again.');

/**
 * Client side: on an instance without the engine, sends each trading call to the engine's instance
 * over the bus (correlation id, this instance's reply channel) and answers with its exact result
 * or error. 503 'not reachable' when the bus is down or no leader takes the command within
 * `acceptTimeoutMs`; 503 'did not answer' when the leader that took it stops beating or another
 * leader starts serving. A call nobody took goes to a new leader the moment it says it serves.
 */
export function createEngineCommandForwarder(bus: Bus, options: ForwarderOptions = {}) {
  const { acceptTimeoutMs = 900, resultTimeoutMs = 30_000 } = options;
  const replyTo = replyChannelOf(randomUUID());
  const pending = new Map<string, Pending>();

  const settle = (id: string) => {
    const entry = pending.get(id);
    if (entry) clearTimeout(entry.timer);
    pending.delete(id);
    return entry;
  };
  const expireAfter = (id: string, ms: number, error: () => AppError) => {
    const timer = setTimeout(() => settle(id)?.reject(error()), ms);
    timer.unref();
    return timer;
  };

  const lastBeat = new Map<string, number>();
  /** The leader serving now and since when: a beat of another term means the engine changed hands. */
  let term = '';
  const unsubscribeBeats = bus.subscribe(ENGINE_LEADER_CHANNEL, (raw) => {
    const { leader, since } = raw as Partial<LeaderHeartbeat>;
    if (typeof leader !== 'string') return;
    lastBeat.set(leader, Date.now());
    const beatTerm = `${leader}:${since ?? ''}`;
    if (beatTerm === term) return;
    term = beatTerm;
    engineChangedHands(leader);
  });

  /**
   * A new leader serves: calls nobody took yet (sent while no engine ran) go to it at once instead
   * of waiting out the accept timeout (it runs a call id once, so one that crossed this beat is
   * safe); calls another leader took are answered 503 now, since that leader has gone (dead, or
   * handed over after draining, its answers sent).
   */
  function engineChangedHands(leader: string): void {
    for (const [id, entry] of pending) {
      if (entry.leader === undefined) {
        clearTimeout(entry.timer);
        entry.timer = expireAfter(id, acceptTimeoutMs, unreachable);
        bus.publish(ENGINE_COMMANDS_CHANNEL, entry.request);
      } else if (entry.leader !== leader) settle(id)?.reject(tooSlow());
    }
  }
  const watchdog = setInterval(() => {
    const now = Date.now();
    for (const [id, entry] of pending)
      if (entry.leader && now - (lastBeat.get(entry.leader) ?? 0) > LEADER_SILENT_MS) settle(id)?.reject(tooSlow());
    for (const [leader, at] of lastBeat) if (now - at > 60_000) lastBeat.delete(leader);
  }, LEADER_HEARTBEAT_MS / 2);
  watchdog.unref();

  const unsubscribe = bus.subscribe(replyTo, (raw) => {
    const reply = raw as CommandReply;
    const entry = pending.get(reply.id);
    if (!entry) return;
    if (reply.kind === 'accepted') {
      entry.leader = reply.leader;
      // Its heartbeat may not have arrived yet: taking a command is a sign of life too.
      if (!lastBeat.has(reply.leader)) lastBeat.set(reply.leader, Date.now());
      clearTimeout(entry.timer);
      entry.timer = expireAfter(reply.id, resultTimeoutMs, tooSlow);
      return;
    }
    settle(reply.id);
    if (reply.ok) entry.resolve(reply.value);
    else {
      const { code, status, message, details, errors } = reply.error;
      entry.reject(new AppError(code, status, message, details, errors));
    }
  });

  function send(name: TradingCommandName, args: unknown[]): Promise<unknown> {
    // Without the bus no leader can hear it: say so at once rather than after the timeout.
    if (!bus.state().connected) return Promise.reject(unreachable());
    const request: CommandRequest = { id: randomUUID(), replyTo, name, args };
    return new Promise((resolve, reject) => {
      pending.set(request.id, { request, resolve, reject, timer: expireAfter(request.id, acceptTimeoutMs, unreachable) });
      bus.publish(ENGINE_COMMANDS_CHANNEL, request);
    });
  }

  const forward = <K extends TradingCommandName>(name: K) =>
    ((...args: Parameters<TradingCommands[K]>) => send(name, args)) as TradingCommands[K];

  const commands: TradingCommands = {
    place: forward('place'),
    close: forward('close'),
    closePositions: forward('closePositions'),
    reverse: forward('reverse'),
    cancel: forward('cancel'),
    modifyStops: forward('modifyStops'),
    modifyTrigger: forward('modifyTrigger'),
    listOrders: forward('listOrders'),
    account: forward('account'),
    switchToLive: forward('switchToLive'),
    funds: forward('funds'),
  };

  return {
    commands,
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
