// Child: the real server (buildApp + Socket.IO, the simulator at full rate) on a free port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@platform/server/src/app.ts';
import { loadConfig } from '@platform/server/src/config/config.ts';
import { createSocketServer } from '@platform/server/src/realtime/socket-server.ts';
import { TICKS_CHANNEL } from '@platform/server/src/realtime/channels.ts';
import { answerParent } from './server-child.ts';

const offsetMs = Number(process.argv[2] ?? 0);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fanout-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  FEED: 'simulator',
  DATABASE_URL: '',
  REDIS_URL: '',
  PORT: '0',
});
const { app, ctx, services } = await buildApp(config, { clock: { now: () => Date.now() + offsetMs } });
const io = createSocketServer(app.server, ctx, services.tradingAccountOf);
services.attachSocket?.(io);
let generated = 0;
ctx.bus.subscribe(TICKS_CHANNEL, () => generated++);
await app.listen({ port: 0, host: '127.0.0.1' });

/** Sockets whose packets wait in engine.io's buffer or in the websocket's userland buffer. */
function backlog() {
  let backlogged = 0;
  let bufferedBytes = 0;
  for (const socket of io.of('/').sockets.values()) {
    const conn = socket.conn as unknown as { writeBuffer: unknown[]; transport: { socket?: { bufferedAmount: number } } };
    const bytes = conn.transport.socket?.bufferedAmount ?? 0;
    if (conn.writeBuffer.length > 0 || bytes > 0) backlogged++;
    bufferedBytes += bytes;
  }
  return { backlogged, bufferedBytes };
}

answerParent({
  generated: () => generated,
  backlog,
  close: async () => {
    await io.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
});
process.send!({ type: 'ready', port: (app.server.address() as AddressInfo).port, flushMs: config.feed.tickFlushMs });
