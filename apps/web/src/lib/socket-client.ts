import { io, type Socket } from 'socket.io-client';
import type { serverEventSchemas, ServerEventName, ServerEvents } from '@platform/shared/socket-events';
import { TICK_BATCHES_HANDSHAKE } from '@platform/shared/tick-batches';
import { tokenStore } from './token-store.ts';
import { activeAccount } from './active-account.ts';

/**
 * Ticks come many times a second from our own server: they skip the check every other event gets.
 * The app asks for batches in its handshake: one 'ticks' event per flush holds every symbol that moved.
 */
const UNCHECKED = new Set<ServerEventName>(['tick', 'ticks']);

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'disconnected';

/**
 * The one Socket.IO connection of the app (spec §7): websocket only, reconnecting after 1 s up to
 * 5 s, 20 s timeout, the stored token in the handshake. It connects with the first listener and
 * hands out typed subscriptions that return their own unsubscribe.
 */
export class SocketClient {
  private socket: Socket | null = null;
  /** The events' contract (and zod) loads with the first checked event, not with the first view. */
  private contract: Promise<typeof serverEventSchemas> | null = null;
  private state: ConnectionState = 'idle';
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();

  /**
   * Listens to one server event; its payload is checked against the shared contract
   * (packages/shared/socket-events). Checked events keep their order: each waits for the contract,
   * which loads once, on the first of them.
   */
  on<E extends ServerEventName>(event: E, handler: (payload: ServerEvents[E]) => void): () => void {
    const socket = this.ensureSocket();
    const listener = UNCHECKED.has(event)
      ? (handler as (payload: unknown) => void)
      : (payload: unknown) => {
          this.contract ??= import('@platform/shared/socket-events').then((contract) => contract.serverEventSchemas);
          void this.contract.then((schemas) => {
            const parsed = schemas[event].safeParse(payload);
            if (parsed.success) handler(parsed.data as ServerEvents[E]);
            else console.warn(`socket: '${event}' did not match its contract`, parsed.error.issues);
          });
        };
    socket.on(event as string, listener);
    return () => void socket.off(event as string, listener);
  }

  get connectionState(): ConnectionState {
    return this.state;
  }

  onStateChange(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** After login or logout: reconnect so the server sees the new token (listeners stay). Runs on every token change. */
  reconnect(): void {
    if (!this.socket) return;
    this.socket.disconnect();
    this.socket.connect();
  }

  private ensureSocket(): Socket {
    if (this.socket) return this.socket;
    const socket = io({
      path: '/socket.io',
      // The build ships no other transport (apps/web/build/websocket-only.ts).
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20_000,
      // The tab's account: the server joins this socket to that account's room only.
      auth: (send) => send({ token: tokenStore.get(), account: activeAccount.get(), ...TICK_BATCHES_HANDSHAKE }),
    });
    // Connected once the server has joined this socket to the trader's room ('session'), so a
    // refetch on 'connected' can miss no event.
    socket.on('session', () => this.setState('connected'));
    socket.on('disconnect', (reason) => {
      this.setState('disconnected');
      // The server drops a disabled trader's sockets; come back anonymous (prices only), or as whoever signs in next.
      if (reason === 'io server disconnect') socket.connect();
    });
    // One tab, two sign-ins: without this the socket would stay in the previous trader's account room.
    tokenStore.subscribe(() => this.reconnect());
    activeAccount.subscribe(() => this.reconnect());
    socket.io.on('reconnect_attempt', () => this.setState('connecting'));
    this.socket = socket;
    this.setState('connecting');
    return socket;
  }

  private setState(state: ConnectionState) {
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }
}

export const socketClient = new SocketClient();
