import net from 'node:net';
import { freePort } from './private-redis.ts';

/**
 * A TCP proxy in front of a chain node, so a test can take the node away and bring it back without
 * losing its chain: while down it accepts each connection and drops it at once (counted, so a test
 * waits for the server's attempts instead of for time).
 */
export async function startNodeProxy(target: string) {
  const { hostname, port: targetPort } = new URL(target);
  const port = await freePort();
  let up = true;
  let refused = 0;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) {
      refused++;
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(targetPort), hostname);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** The node goes away: open connections are cut, new ones are dropped. */
    down(): void {
      up = false;
      refused = 0;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    up(): void {
      up = true;
    },
    /** Connections dropped since the last `down`. */
    refused: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
