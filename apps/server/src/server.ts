import { buildApp } from './app.ts';
import { loadConfig, ConfigError } from './config/config.ts';
import { createSocketServer } from './realtime/socket-server.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { app, ctx, services } = await buildApp(config);
  const io = createSocketServer(app.server, ctx, services.tradingAccountOf);
  services.attachSocket?.(io);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await io.close();
    await app.close();
    process.exit(0);
  };
  // A stray rejection from a client library (Redis, PostgreSQL) during an outage is logged; the
  // instance keeps serving what it can and recovers with its connections.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`platform ready on http://localhost:${(app.server.address() as { port: number }).port}`);
}

void main();
