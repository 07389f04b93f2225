import { EventEmitter } from 'node:events';

/** What an instance knows about its bus connection; health and metrics read it. */
export interface BusState {
  /** Publishes can go out now. */
  connected: boolean;
  /** Every channel this instance listens on is confirmed subscribed by the server. */
  subscribed: boolean;
  /** Channels listened on but not (yet) confirmed. */
  missing: string[];
  reconnects: number;
  failedPublishes: number;
}

/**
 * The channels and what each carries. Each module declares its own where it defines them, by
 * declaration merging (`declare module '…/bus/bus.ts' { interface BusChannels { … } }`), so a
 * publisher and its subscribers agree on one message type. Per-request reply channels are not
 * listed and carry `unknown`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BusChannels {}

export type BusMessage<C extends string> = C extends keyof BusChannels ? BusChannels[C] : unknown;

/**
 * Carries ticks and account events to every API instance. In-process by default; Redis pub/sub
 * when REDIS_URL is set. Each instance then delivers to its own sockets only.
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  /**
   * Never throws: a message that cannot go out is logged and counted in `state().failedPublishes`.
   * A `key` (no line breaks) travels ahead of the message, so subscribers that filter by key skip
   * the messages they do not want without reading them.
   */
  publish<C extends string>(channel: C, message: BusMessage<C>, key?: string): void;
  /** `wants`: of the messages published with a key, only those whose key it accepts reach `handler`. */
  subscribe<C extends string>(channel: C, handler: (message: BusMessage<C>) => void, wants?: (key: string) => boolean): () => void;
  state(): BusState;
  close(): Promise<void>;
}

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    publish: (channel, message, key) => void emitter.emit(channel, message, key),
    subscribe: (channel, handler, wants) => {
      const listener = (message: BusMessage<typeof channel>, key?: string) => {
        if (key === undefined || !wants || wants(key)) handler(message);
      };
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    state: () => ({ connected: true, subscribed: true, missing: [], reconnects: 0, failedPublishes: 0 }),
    close: async () => void emitter.removeAllListeners(),
  };
}
