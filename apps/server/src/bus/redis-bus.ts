import type { Logger } from 'pino';
import type { Bus, BusState } from './bus.ts';
import { closeRedis, openRedis } from '../lib/redis-connection.ts';

/** Publishes made within this window leave together (one write: a socket write costs more than the wait). */
const PUBLISH_WINDOW_MS = 1;

/** Starts a keyed message (no JSON text starts with it): `#<key>\n<json>`. */
const KEY_MARK = '#';
/**
 * Ends each message of a frame: the messages published to one channel back to back in one window
 * travel as one Redis message, one per line (JSON.stringify never writes a raw line break).
 */
const LINE = '\n';

interface Subscription {
  handler: (message: unknown) => void;
  wants?: (key: string) => boolean;
}

/** How often the subscriber checks that every channel is still confirmed (and repairs it). */
const VERIFY_EVERY_MS = 2000;

/**
 * Redis pub/sub: one connection publishes, one subscribes; messages are JSON, a keyed one preceded
 * by `#<key>` and a line break (read before the JSON, which is parsed only when a handler wants the
 * key), one message per line, several to one channel in one Redis message; every channel is
 * `<prefix><channel>`, so deployments sharing a Redis never hear each other.
 *
 * Redis may come and go: publishing never waits for it (no offline queue: a message that cannot go
 * out now is counted and dropped, ticks and account events are superseded by the next), and after
 * every (re)connect the subscriber subscribes to every channel again and only counts a channel as
 * live once Redis confirmed it. The subscriber skips the ready check, which would otherwise send
 * INFO on a connection already in subscriber mode and fail.
 */
export function createRedisBus(url: string, prefix = 'platform:', log?: Logger): Bus {
  const publisher = openRedis(url, 'bus publisher', log, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = openRedis(url, 'bus subscriber', log, { enableReadyCheck: false, autoResubscribe: false });
  const handlers = new Map<string, Set<Subscription>>();
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
  subscriber.on('message', (channel: string, frame: string) => {
    const set = handlers.get(channel.slice(prefix.length));
    if (!set) return;
    // One message per line: `#<key>` lines name the message on the next line.
    let at = 0;
    while (at < frame.length) {
      let key: string | undefined;
      if (frame.startsWith(KEY_MARK, at)) {
        const keyEnd = frame.indexOf(LINE, at);
        if (keyEnd === -1) break;
        key = frame.slice(at + KEY_MARK.length, keyEnd);
        at = keyEnd + 1;
      }
      let end = frame.indexOf(LINE, at);
      if (end === -1) end = frame.length;
      deliver(set, key, channel, frame.slice(at, end));
      at = end + 1;
    }
  });
  function deliver(set: Set<Subscription>, key: string | undefined, channel: string, json: string): void {
    let message: unknown;
    for (const { handler, wants } of set) {
      if (key !== undefined && wants && !wants(key)) continue;
      try {
        message ??= JSON.parse(json);
      } catch {
        log?.warn({ channel }, 'bus: ignored a message that is not JSON');
        return;
      }
      handler(message);
    }
  }
  const verifier = setInterval(() => confirm([...handlers.keys()].filter((c) => !confirmed.has(c))), VERIFY_EVERY_MS);
  verifier.unref();

  function publishFailed(channel: string, error: unknown): void {
    failedPublishes += 1;
    const now = Date.now();
    if (now - lastPublishWarning < 10_000) return;
    lastPublishWarning = now;
    log?.warn({ err: error, channel, failedPublishes }, 'bus: publish failed (Redis unavailable); message dropped');
  }

  /**
   * The publishes of one window (an order's events, a batch's replies) leave in one write: the
   * messages to one channel back to back as one frame (order kept), one command when that makes
   * one, a pipeline otherwise (ioredis' auto-pipelining builds a pipeline for every turn, which
   * costs more than the single publish most windows of a forwarding instance make).
   */
  let outgoing: Array<[channel: string, text: string]> = [];
  function flush(): void {
    const messages: Array<[channel: string, text: string]> = [];
    for (const [channel, text] of outgoing) {
      const last = messages.at(-1);
      if (last?.[0] === channel) last[1] += LINE + text;
      else messages.push([channel, text]);
    }
    outgoing = [];
    try {
      if (messages.length === 1) {
        const [channel, text] = messages[0]!;
        publisher.publish(prefix + channel, text).catch((error: unknown) => publishFailed(channel, error));
        return;
      }
      const pipeline = publisher.pipeline();
      for (const [channel, text] of messages) pipeline.publish(prefix + channel, text);
      pipeline.exec().then(
        (results) => results?.forEach(([error], i) => error && publishFailed(messages[i]![0], error)),
        (error: unknown) => messages.forEach(([channel]) => publishFailed(channel, error)),
      );
    } catch (error) {
      messages.forEach(([channel]) => publishFailed(channel, error));
    }
  }

  return {
    kind: 'redis',
    publish: (channel, message, key) => {
      if (closed) return;
      const json = JSON.stringify(message);
      if (outgoing.push([channel, key === undefined ? json : `${KEY_MARK}${key}${LINE}${json}`]) === 1)
        setTimeout(flush, PUBLISH_WINDOW_MS);
    },
    subscribe: (channel, typed, wants) => {
      // Messages are JSON from other instances; the channel's declared type is the contract they keep.
      const subscription: Subscription = { handler: typed as (message: unknown) => void, wants };
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        confirm([channel]);
      }
      set.add(subscription);
      return () => {
        set.delete(subscription);
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
      if (outgoing.length > 0) flush();
      clearInterval(verifier);
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
