import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { openRedis } from '../lib/redis-connection.ts';
import type { AppContext } from '../app-context.ts';
import { resolveToken } from '../plugins/authenticate.ts';
import type { ServerEvents } from '@platform/shared/socket-events';
import { ACCOUNT_DISABLED_EVENT, ACCOUNT_EVENTS_CHANNEL, roomOf, roomOfKey } from './channels.ts';
import type { PricedSocketData } from './tick-pricing.ts';
import { STAFF_HEDGING_ROOM, STAFF_RISK_ROOM, tradingRoom, userRoom } from './rooms.ts';
import { isStaffRole, roleMay } from '@platform/shared/admin';

/**
 * The Socket.IO Redis adapter, on this deployment's key prefix. Its clients reconnect for ever and
 * a broadcast that cannot reach Redis is logged, not fatal (the adapter does not catch it itself).
 */
function redisAdapter(ctx: AppContext) {
  const url = ctx.config.redisUrl!;
  const pub = openRedis(url, 'socket.io publisher', ctx.log, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
  });
  const sub = openRedis(url, 'socket.io subscriber', ctx.log, { enableReadyCheck: false });
  const publish = pub.publish.bind(pub);
  pub.publish = ((channel: string, message: string) =>
    publish(channel, message).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'socket.io: broadcast to other instances failed');
      return 0;
    })) as typeof pub.publish;
  return createAdapter(pub, sub, { key: `${ctx.config.clusterName}:socket.io` });
}

/** The trader's room (kept under its first name for the callers that join or read it). */
export const accountRoom = userRoom;

/**
 * Socket.IO on the API's port, websocket-only. A bearer token in the handshake (auth.token)
 * joins the socket to its owner's room; anonymous sockets get public events only.
 */
/** The trading account a socket's handshake names (`auth.account`), if the user owns it, else their default one; null: none. */
export type TradingAccountOf = (userId: number, named: unknown) => Promise<number | null>;

export function createSocketServer(httpServer: HttpServer, ctx: AppContext, tradingAccountOf: TradingAccountOf): Server {
  const io = new Server(httpServer, {
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: false },
    maxHttpBufferSize: 16 * 1024,
  });
  if (ctx.config.redisUrl) {
    io.adapter(redisAdapter(ctx));
  }

  io.on('connection', (socket) => {
    // Set before the first await: the tick broadcaster's handler (which runs next) waits on it.
    (socket.data as PricedSocketData).identified = identify(socket).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'socket: reading the handshake failed');
      return null;
    });
  });

  async function identify(socket: Socket): Promise<number | null> {
    const auth = socket.handshake.auth as { token?: unknown; account?: unknown };
    const token = typeof auth.token === 'string' ? auth.token.replace(/^Bearer\s+/i, '') : null;
    const user = await resolveToken(ctx, token);
    let accountId: number | null = null;
    if (user) {
      const data = socket.data as PricedSocketData & { sessionId?: number };
      data.userId = user.id;
      data.sessionId = user.sessionId;
      // The screen's account (auth.account, as its calls name it in X-Account), else the default one.
      accountId = await tradingAccountOf(user.id, auth.account);
      if (accountId !== null) data.accountId = accountId;
      await socket.join(accountId !== null ? [userRoom(user.id), tradingRoom(accountId)] : userRoom(user.id));
      if (roleMay(user.role, 'risk') && isStaffRole(user.role)) await socket.join(STAFF_RISK_ROOM);
      if (roleMay(user.role, 'hedging') && isStaffRole(user.role)) await socket.join(STAFF_HEDGING_ROOM);
    }
    // The client catches up (refetches) on this, not on 'connect': events from here on reach it.
    socket.emit('session', {
      signed_in: Boolean(user),
      ...(accountId === null ? {} : { account_id: accountId }),
    } satisfies ServerEvents['session']);
    return accountId;
  }

  // Account events arrive on the bus from whichever process produced them; deliver to local sockets.
  // No screen of this trader here (an API client, another instance's trader): the event is not even read.
  const hasScreenIn = (room: string) => io.of('/').adapter.rooms.has(room);
  const unsubscribe = ctx.bus.subscribe(
    ACCOUNT_EVENTS_CHANNEL,
    (message) => {
      const room = roomOf(message);
      if (!hasScreenIn(room)) return;
      io.local.to(room).emit(message.event, message.payload);
      // A disabled login loses its live channel at once, like its tokens.
      if (message.event === ACCOUNT_DISABLED_EVENT) io.local.in(room).disconnectSockets(true);
    },
    (key) => hasScreenIn(roomOfKey(key)),
  );
  // A signed-out session loses its live channel on every instance, not only where it was signed out.
  const unsubscribeSessions = ctx.sessions.onRevoked((userId, sessionIds) => {
    const revoked = new Set(sessionIds);
    const namespace = io.of('/');
    for (const id of [...(namespace.adapter.rooms.get(accountRoom(userId)) ?? [])]) {
      const socket = namespace.sockets.get(id);
      if (socket && revoked.has((socket.data as { sessionId?: number }).sessionId ?? -1)) socket.disconnect(true);
    }
  });
  // The risk desk's figures and alerts, from the engine leader's instance, to this instance's desks.
  const unsubscribeRisk = [
    ctx.bus.subscribe('risk.exposure', (message) => {
      if (hasScreenIn(STAFF_RISK_ROOM)) io.local.to(STAFF_RISK_ROOM).emit('risk-exposure', message);
    }),
    ctx.bus.subscribe('risk.alert', (message) => {
      if (hasScreenIn(STAFF_RISK_ROOM)) io.local.to(STAFF_RISK_ROOM).emit('risk-alert', message);
    }),
    // The hedging desk's, from the instance holding the FIX session.
    ctx.bus.subscribe('hedging.session', (message) => {
      if (hasScreenIn(STAFF_HEDGING_ROOM)) io.local.to(STAFF_HEDGING_ROOM).emit('hedging-session', message);
    }),
    ctx.bus.subscribe('hedging.coverage', (message) => {
      if (hasScreenIn(STAFF_HEDGING_ROOM)) io.local.to(STAFF_HEDGING_ROOM).emit('hedging-coverage', message);
    }),
    ctx.bus.subscribe('hedging.alert', (message) => {
      if (hasScreenIn(STAFF_HEDGING_ROOM)) io.local.to(STAFF_HEDGING_ROOM).emit('hedging-alert', message);
    }),
  ];
  io.engine.on('close', () => {
    for (const stop of unsubscribeRisk) stop();
    unsubscribe();
    unsubscribeSessions();
  });
  return io;
}
