import { randomUUID } from 'node:crypto';
import type { Bus } from '../../../bus/bus.ts';
import { AppError } from '../../../errors/app-error.ts';
import { ENGINE_COMMANDS_CHANNEL, replyChannelOf, type CommandReply, type CommandRequest } from './protocol.ts';
import type { TradingCommandName, TradingCommands } from './trading-commands.ts';

export interface ForwarderOptions {
  /** How long to wait for a leader to take the command before answering 503. */
  acceptTimeoutMs?: number;
  /** How long a taken command may run before giving up on its answer. */
  resultTimeoutMs?: number;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: AppError): void;
  timer: NodeJS.Timeout;
}

const unreachable = () => new AppError('ENGINE_UNAVAILABLE', 503, 'The trading engine is not reachable. Please try again.');
const tooSlow = () =>
  new AppError('ENGINE_UNAVAILABLE', 503, 'The trading engine did not answer in time. Please check your orders before trying again.');

/**
 * Client side: on an instance without the engine, sends each trading call to the engine's instance
 * over the bus (correlation id, this instance's reply channel) and answers with its exact result
 * or error. 503 'not reachable' only when no leader takes the command.
 */
export function createEngineCommandForwarder(bus: Bus, options: ForwarderOptions = {}) {
  const { acceptTimeoutMs = 3000, resultTimeoutMs = 30_000 } = options;
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

  const unsubscribe = bus.subscribe(replyTo, (raw) => {
    const reply = raw as CommandReply;
    const entry = pending.get(reply.id);
    if (!entry) return;
    if (reply.kind === 'accepted') {
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
    const id = randomUUID();
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, timer: expireAfter(id, acceptTimeoutMs, unreachable) });
      bus.publish(ENGINE_COMMANDS_CHANNEL, { id, replyTo, name, args } satisfies CommandRequest);
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
    /** Stops listening; calls still waiting answer 503. */
    stop(): void {
      unsubscribe();
      for (const id of [...pending.keys()]) settle(id)?.reject(unreachable());
    },
  };
}
