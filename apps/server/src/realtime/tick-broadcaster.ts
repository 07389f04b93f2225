import type { Server as SocketServer, Socket } from 'socket.io';
import type { Tick } from '@platform/shared/ticks';
import { TICK_BATCHES_HANDSHAKE } from '@platform/shared/tick-batches';
import type { Bus } from '../bus/bus.ts';
import { TICKS_CHANNEL } from './channels.ts';
import { FEED_LIST, type PricedSocketData, type TickList, type TickPricing } from './tick-pricing.ts';

export interface TickBroadcasterOptions {
  /** How often coalesced ticks go out (TICK_FLUSH_MS). */
  flushMs?: number;
  /** The client groups' prices; without it every screen reads the feed's. */
  pricing?: TickPricing;
}

/** One room per price list and form: the sockets that read that list in batches (`auth: { ticks: 'batch' }`) or tick by tick. */
export const tickRoom = (listKey: string, batches: boolean) => `ticks:${listKey}:${batches ? 'batch' : 'tick'}`;

/** A socket whose previous flush has not left the process yet (its transport is still busy). */
const isBacklogged = (socket: Socket): boolean =>
  // engine.io keeps packets the transport could not take yet in `writeBuffer` (typed private).
  (socket.conn as unknown as { writeBuffer: unknown[] }).writeBuffer.length > 0;

const wantsBatches = (socket: Socket): boolean =>
  (socket.handshake.auth as Record<string, unknown> | undefined)?.ticks === TICK_BATCHES_HANDSHAKE.ticks;

const dataOf = (socket: Socket) => socket.data as PricedSocketData;
const listOfSocket = (socket: Socket) => dataOf(socket).priceList ?? FEED_LIST;

/** Sends `ticks` (already in the socket's prices) to one socket in the form it asked for. */
function sendTo(socket: Socket, ticks: Tick[]): void {
  if (ticks.length === 0) return;
  if (wantsBatches(socket)) socket.emit('ticks', ticks);
  else for (const tick of ticks) socket.emit('tick', tick);
}

/**
 * Broadcasts prices to every local socket, each in its client group's prices. Ticks are coalesced per
 * symbol (the latest price wins) and flushed every 50 ms by default. A socket joins one room per price
 * list (a group with markup, or the feed's) and form, so a flush prices its batch once per list in use
 * here and encodes it once per room, however many screens read it. A client written to the spec
 * (`socket.on('tick', (tick) => …)`) gets one 'tick' event per symbol that moved; a client that asked
 * for batches in its handshake (`auth: { ticks: 'batch' }`, as our web app does) gets one 'ticks'
 * event per flush holding all of them. (At 100 ms the tick-to-client p99 of the fan-out benchmark was
 * ~170 ms at 1,000 clients; at 50 ms ~110 ms for the same CPU per delivered tick.) A socket still busy
 * with the previous flush is skipped and remembers which symbols it missed; once it drains it receives
 * only their latest prices. So a client that stops reading holds at most one flush in memory.
 */
export function startTickBroadcaster(io: SocketServer, bus: Bus, options: TickBroadcasterOptions = {}) {
  const pending = new Map<string, Tick>();
  const latest = new Map<string, Tick>();
  const missedBySocket = new Map<string, Set<string>>();
  /** The price lists screens of this instance read, by key (the feed's always). */
  const lists = new Map<string, TickList>([[FEED_LIST.key, FEED_LIST]]);
  const { pricing } = options;

  const unsubscribe = bus.subscribe(TICKS_CHANNEL, (message) => {
    const tick = message as Tick;
    pending.set(tick.code, tick);
  });

  /** Puts the socket in its account's price list (a move or a group edit may change it) and sends that list's latest prices. */
  async function place(socket: Socket, accountId: number | null): Promise<void> {
    const list = (accountId !== null && pricing ? await pricing.listOf(accountId) : null) ?? FEED_LIST;
    if (socket.disconnected) return;
    const before = dataOf(socket).priceList;
    const batches = wantsBatches(socket);
    if (before && before.key !== list.key) await socket.leave(tickRoom(before.key, batches));
    dataOf(socket).priceList = list;
    lists.set(list.key, list);
    await socket.join(tickRoom(list.key, batches));
    // A new screen (or a moved trader) starts from the latest price of every symbol, in its prices.
    sendTo(socket, list.price([...latest.values()]));
  }

  io.on('connection', (socket) => {
    const identified = dataOf(socket).identified ?? Promise.resolve(null);
    void identified.then((accountId) => place(socket, accountId)).catch(() => undefined);
  });

  const unfollow = pricing?.onChange((accountIds) => {
    const moved = new Set(accountIds);
    for (const socket of io.of('/').sockets.values()) {
      const accountId = dataOf(socket).accountId;
      if (accountId === undefined || (moved.size > 0 && !moved.has(accountId))) continue;
      void place(socket, accountId).catch(() => undefined);
    }
  });

  function flush(): void {
    const batch = [...pending.values()];
    pending.clear();
    for (const tick of batch) latest.set(tick.code, tick);
    const sockets = io.of('/').sockets;
    for (const id of missedBySocket.keys()) if (!sockets.has(id)) missedBySocket.delete(id);
    if (batch.length === 0 && missedBySocket.size === 0) return;

    const skipped: string[] = [];
    for (const socket of sockets.values()) {
      const missed = missedBySocket.get(socket.id);
      if (isBacklogged(socket)) {
        skipped.push(socket.id);
        const set = missed ?? new Set<string>();
        for (const tick of batch) set.add(tick.code);
        missedBySocket.set(socket.id, set);
      } else if (missed) {
        skipped.push(socket.id);
        missedBySocket.delete(socket.id);
        for (const tick of batch) missed.add(tick.code);
        sendTo(socket, listOfSocket(socket).price([...missed].map((code) => latest.get(code)!)));
      }
    }
    if (batch.length === 0) return;
    const rooms = io.of('/').adapter.rooms;
    for (const [key, list] of lists) {
      const batchRoom = tickRoom(key, true);
      const tickRoomName = tickRoom(key, false);
      const batchReaders = rooms.get(batchRoom)?.size ?? 0;
      const tickReaders = rooms.get(tickRoomName)?.size ?? 0;
      if (batchReaders === 0 && tickReaders === 0) {
        if (key !== FEED_LIST.key) lists.delete(key);
        continue;
      }
      // Priced once for every screen of this list.
      const priced = list.price(batch);
      if (batchReaders > 0) io.local.to(batchRoom).except(skipped).emit('ticks', priced);
      if (tickReaders > 0) {
        const singles = io.local.to(tickRoomName).except(skipped);
        for (const tick of priced) singles.emit('tick', tick);
      }
    }
  }

  const timer = setInterval(flush, options.flushMs ?? 50);
  return {
    flush,
    stop() {
      clearInterval(timer);
      unsubscribe();
      unfollow?.();
    },
  };
}
