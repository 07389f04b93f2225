import { describe, expect, it } from 'vitest';
import type { Server } from 'socket.io';
import type { Tick } from '@platform/shared/ticks';
import { createMemoryBus } from '../../src/bus/bus.ts';
import { TICKS_CHANNEL } from '../../src/realtime/channels.ts';
import { startTickBroadcaster, tickRoom } from '../../src/realtime/tick-broadcaster.ts';
import { TICK_BATCHES_HANDSHAKE } from '@platform/shared/tick-batches';

const FEED_BATCH_ROOM = tickRoom('feed', true);

const tick = (code: string, bid: number): Tick => ({
  code,
  last_price: bid,
  change: 0,
  ask: bid + 0.0001,
  bid,
  ask_size: 1,
  bid_size: 1,
  high: bid,
  low: bid,
  time: 0,
});

/**
 * A stand-in for Socket.IO's server holding sockets whose transport is busy or free, each of which
 * asked for batches. Each socket keeps the ticks it received and the events they came in.
 */
function fakeServer() {
  type FakeSocket = {
    id: string;
    rooms: Set<string>;
    handshake: { auth: Record<string, unknown> };
    data: object;
    conn: { writeBuffer: unknown[] };
    emit: (event: string, payload: Tick | Tick[]) => void;
  };
  const sockets = new Map<string, FakeSocket>();
  const batchRoom = new Set<string>();
  const received = new Map<string, Tick[]>();
  const events = new Map<string, number>();
  const deliver = (id: string, payload: Tick | Tick[]) => {
    received.get(id)!.push(...(Array.isArray(payload) ? payload : [payload]));
    events.set(id, events.get(id)! + 1);
  };
  const add = (id: string) => {
    received.set(id, []);
    events.set(id, 0);
    batchRoom.add(id);
    sockets.set(id, {
      id,
      rooms: new Set([FEED_BATCH_ROOM]),
      handshake: { auth: { ...TICK_BATCHES_HANDSHAKE } },
      data: {},
      conn: { writeBuffer: [] },
      emit: (_event, payload) => deliver(id, payload),
    });
  };
  const broadcast = (except: string[]) => ({
    emit: (_event: string, payload: Tick | Tick[]) => {
      for (const id of sockets.keys()) if (!except.includes(id)) deliver(id, payload);
    },
  });
  const io = {
    on: () => undefined,
    of: () => ({ sockets, adapter: { rooms: new Map([[FEED_BATCH_ROOM, batchRoom]]) } }),
    local: { to: () => ({ except: (ids: string[]) => broadcast(ids) }), except: (ids: string[]) => broadcast(ids) },
  };
  return { io: io as unknown as Server, sockets, received, events, add };
}

describe('tick broadcaster back-pressure', () => {
  it('a socket, when its transport still holds the previous flush, then is skipped and later gets only the latest of what it missed', () => {
    const bus = createMemoryBus();
    const { io, sockets, received, events, add } = fakeServer();
    add('reading');
    add('stalled');
    const broadcaster = startTickBroadcaster(io, bus, { flushMs: 60_000 });
    try {
      sockets.get('stalled')!.conn.writeBuffer.push('unsent packet');
      for (let i = 0; i < 100; i++) {
        bus.publish(TICKS_CHANNEL, tick('EURUSD', 1.1 + i / 10_000));
        bus.publish(TICKS_CHANNEL, tick('GBPUSD', 1.3 + i / 10_000));
        broadcaster.flush();
      }
      expect(received.get('reading')).toHaveLength(200);
      // One event per flush, both symbols in it.
      expect(events.get('reading')).toBe(100);
      expect(received.get('stalled')).toHaveLength(0);

      sockets.get('stalled')!.conn.writeBuffer.length = 0;
      broadcaster.flush();
      expect(received.get('stalled')!.map((t) => [t.code, t.bid])).toEqual([
        ['EURUSD', 1.1099],
        ['GBPUSD', 1.3099],
      ]);
      expect(events.get('stalled')).toBe(1);
    } finally {
      broadcaster.stop();
    }
  });

  it('ticks, when one symbol changes many times between flushes, then go out once with the latest price', () => {
    const bus = createMemoryBus();
    const { io, received, add } = fakeServer();
    add('reader');
    const broadcaster = startTickBroadcaster(io, bus, { flushMs: 60_000 });
    try {
      for (let i = 0; i < 50; i++) bus.publish(TICKS_CHANNEL, tick('USDJPY', 150 + i / 100));
      broadcaster.flush();
      broadcaster.flush();
      expect(received.get('reader')!.map((t) => t.bid)).toEqual([150.49]);
    } finally {
      broadcaster.stop();
    }
  });
});
