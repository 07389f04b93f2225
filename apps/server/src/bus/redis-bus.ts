import type { Logger } from 'pino';
import type { Bus, BusState } from './bus.ts';
import { closeRedis, openRedis } from '../lib/redis-connection.ts';

/** How often the subscriber checks that every channel is still confirmed (and repairs it). */
const VERIFY_EVERY_MS = 2000;

/**
 * Redis pub/sub: one connection publishes, one subscribes; messages are JSON; every channel is
 * `<prefix><channel>`, so deployments sharing a Redis never hear each other.
 *
 * Redis may come and go: publishing never waits for it (no offline queue: a message that cannot go
 * out now is counted and dropped, ticks and account events are superseded by the next), and after
 * every (re)connect the subscriber subscribes to every channel again and only counts a channel as
 * live once Redis confirmed it. The subscriber skips the ready check, which would otherwise send
 * INFO on a connection already in subscriber mode and fail.
 */
export function createRedisBus(url: string, prefix = 'platform:', log?: Logger): Bus {
  // Auto-pipelining: the publishes of one event-loop turn (an order's events, a batch's replies) leave in one write.
  const publisher = openRedis(url, 'bus publisher', log, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
  });
  const subscriber = openRedis(url, 'bus subscriber', log, { enableReadyCheck: false, autoResubscribe: false });
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const confirmed = new Set<string>();
  let reconnects = 0;
  let failedPublishes = 0;
  let connectedOnce = false;
  let closed = false;
  let lastPublishWarning = 0;

  function confirm(channels: string[]): void {
    if (channels.length === 0 || subscriber.status !== 'ready') return;
    subscriber.subscribe(...channels.map((c) => prefix + c)).then(
      () => channels.forEach((c) => handlers.has(c) && confirmed.add(c)),
      (error: unknown) => log?.warn({ err: error, channels }, 'bus: subscribing failed; will retry'),
    );
  }

  subscriber.on('ready', () => {
    if (connectedOnce) reconnects += 1;
    connectedOnce = true;
    confirm([...handlers.keys()]);
  });
  subscriber.on('close', () => confirmed.clear());
  subscriber.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel.slice(prefix.length));
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      log?.warn({ channel }, 'bus: ignored a message that is not JSON');
      return;
    }
    for (const handler of set) handler(message);
  });
  const verifier = setInterval(() => confirm([...handlers.keys()].filter((c) => !confirmed.has(c))), VERIFY_EVERY_MS);
  verifier.unref();

  function publishFailed(channel: string, error: unknown): void {
    failedPublishes += 1;
    const now = Date.now();
    if (now - lastPublishWarning < 10_000) return;
    lastPublishWarning = now;
    log?.warn({ err: error, channel, failedPublishes }, 'bus: publish failed (Redis unavailable); message dropped');
  }

  return {
    kind: 'redis',
    publish: (channel, message) => {
      if (closed) return;
      try {
        publisher.publish(prefix + channel, JSON.stringify(message)).catch((error: unknown) => publishFailed(channel, error));
      } catch (error) {
        publishFailed(channel, error);
      }
    },
    subscribe: (channel, typed) => {
      // Messages are JSON from other instances; the channel's declared type is the contract they keep.
      const handler = typed as (message: unknown) => void;
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        confirm([channel]);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        confirmed.delete(channel);
        if (subscriber.status === 'ready') subscriber.unsubscribe(prefix + channel).catch(() => undefined);
      };
    },
    state: (): BusState => {
      const missing = [...handlers.keys()].filter((c) => !confirmed.has(c));
      return {
        connected: publisher.status === 'ready' && subscriber.status === 'ready',
        subscribed: subscriber.status === 'ready' && missing.length === 0,
        missing,
        reconnects,
        failedPublishes,
      };
    },
    close: async () => {
      closed = true;
      clearInterval(verifier);
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
