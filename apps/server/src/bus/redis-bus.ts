import { Redis } from 'ioredis';
import type { Bus } from './bus.ts';

/** Redis pub/sub: one connection publishes, one subscribes; messages are JSON. */
export function createRedisBus(url: string, prefix = 'platform:'): Bus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  subscriber.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel.slice(prefix.length));
    if (!set) return;
    const message: unknown = JSON.parse(raw);
    for (const handler of set) handler(message);
  });
  return {
    kind: 'redis',
    publish: (channel, message) => void publisher.publish(prefix + channel, JSON.stringify(message)),
    subscribe: (channel, handler) => {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        void subscriber.subscribe(prefix + channel);
      }
      set.add(handler);
      return () => set.delete(handler);
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
