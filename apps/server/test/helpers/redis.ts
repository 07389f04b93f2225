import net from 'node:net';

/** The Redis the scale-out tests use; they skip without it, unless CI says it is required. */
export const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

export const redisUp = await reachable(redisUrl);
if (!redisUp && process.env.REQUIRE_REDIS === '1') throw new Error(`Redis is required but not reachable at ${redisUrl}`);
