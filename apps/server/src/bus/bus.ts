import { EventEmitter } from 'node:events';

/**
 * Carries ticks and account events to every API instance. In-process by default; Redis pub/sub
 * when REDIS_URL is set. Each instance then delivers to its own sockets only.
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): void;
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
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
    close: async () => void emitter.removeAllListeners(),
  };
}
