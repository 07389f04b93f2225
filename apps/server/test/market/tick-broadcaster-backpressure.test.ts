import { describe, expect, it } from 'vitest';
import type { Server } from 'socket.io';
import type { Tick } from '@platform/shared/ticks';
import { createMemoryBus } from '../../src/bus/bus.ts';
import { TICKS_CHANNEL } from '../../src/realtime/channels.ts';
import { startTickBroadcaster } from '../../src/realtime/tick-broadcaster.ts';

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

/** A stand-in for Socket.IO's server holding sockets whose transport is busy or free. */
function fakeServer() {
  const sockets = new Map<string, { id: string; conn: { writeBuffer: unknown[] }; emit: (event: string, t: Tick) => void }>();
  const received = new Map<string, Tick[]>();
  const add = (id: string) => {
    received.set(id, []);
    sockets.set(id, { id, conn: { writeBuffer: [] }, emit: (_event, t) => received.get(id)!.push(t) });
  };
  const broadcast = (except: string[]) => ({
    emit: (_event: string, t: Tick) => {
      for (const id of sockets.keys()) if (!except.includes(id)) received.get(id)!.push(t);
    },
  });
  const io = {
    on: () => undefined,
    of: () => ({ sockets }),
    local: { ...broadcast([]), except: (ids: string[]) => broadcast(ids) },
  };
  return { io: io as unknown as Server, sockets, received, add };
}

describe('tick broadcaster back-pressure', () => {
  it('a socket, when its transport still holds the previous flush, then is skipped and later gets only the latest of what it missed', () => {
    const bus = createMemoryBus();
    const { io, sockets, received, add } = fakeServer();
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
      expect(received.get('stalled')).toHaveLength(0);

      sockets.get('stalled')!.conn.writeBuffer.length = 0;
      broadcaster.flush();
      expect(received.get('stalled')!.map((t) => [t.code, t.bid])).toEqual([
        ['EURUSD', 1.1099],
        ['GBPUSD', 1.3099],
      ]);
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
