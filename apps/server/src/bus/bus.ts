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
 * Carries ticks and account events to every API instance. In-process by default; Redis pub/sub
 * when REDIS_URL is set. Each instance then delivers to its own sockets only.
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  /** Never throws: a message that cannot go out is logged and counted in `state().failedPublishes`. */
  publish(channel: string, message: unknown): void;
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  state(): BusState;
  close(): Promise<void>;
}

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    publish: (channel, message) => void emitter.emit(channel, message),
    subscribe: (channel, handler) => {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    state: () => ({ connected: true, subscribed: true, missing: [], reconnects: 0, failedPublishes: 0 }),
    close: async () => void emitter.removeAllListeners(),
  };
}
