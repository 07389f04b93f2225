import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../../app-context.ts';
import type { MarketService } from '../market/public.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';

const ORDER_ROUTES = new Set(['/api/place', '/api/order/close']);

/** Fixed-length digests compared in constant time: any header (any length, any characters) is a 401 or a match, never a throw. */
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * Prometheus metrics at GET /metrics, only with `Authorization: Bearer <METRICS_TOKEN>` (404
 * without a token configured, so the public port shows nothing). Node's defaults (event-loop lag,
 * memory, CPU) plus orders by result and their latency, tick age, sockets, bus and leadership.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext, services: { market: MarketService; engineHost: EngineHost }) {
  const registry = new Registry();
  let io: SocketServer | null = null;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const orders = new Counter({
    name: 'platform_orders_total',
    help: 'Order placements and closes answered, by result (accepted, rejected, unavailable, failed).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'platform_order_fill_seconds',
    help: 'Time from an order request to its answer (a market order is filled or rejected by then).',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new Gauge({
    name: 'platform_tick_age_seconds',
    help: 'Seconds since this instance last took in a price, per asset class (-1: never).',
    labelNames: ['asset_class'] as const,
    registers: [registry],
    collect() {
      for (const [category, { ageMs }] of Object.entries(services.market.tickAges()))
        this.set({ asset_class: category }, ageMs === null ? -1 : ageMs / 1000);
    },
  });
  new Gauge({
    name: 'platform_sockets',
    help: 'Live-price sockets connected to this instance.',
    registers: [registry],
    collect() {
      this.set(io?.engine.clientsCount ?? 0);
    },
  });
  new Gauge({
    name: 'platform_bus_reconnects',
    help: 'Times the bus subscriber reconnected to Redis since start.',
    registers: [registry],
    collect() {
      this.set(ctx.bus.state().reconnects);
    },
  });
  new Gauge({
    name: 'platform_bus_failed_publishes',
    help: 'Bus messages that could not be published (Redis unavailable) since start.',
    registers: [registry],
    collect() {
      this.set(ctx.bus.state().failedPublishes);
    },
  });
  new Gauge({
    name: 'platform_bus_subscribed',
    help: '1 while the bus is subscribed to every channel.',
    registers: [registry],
    collect() {
      this.set(ctx.bus.state().subscribed ? 1 : 0);
    },
  });
  new Gauge({
    name: 'platform_leader',
    help: '1 while this instance leads the role (engine, feed).',
    labelNames: ['role'] as const,
    registers: [registry],
    collect() {
      this.set({ role: 'engine' }, services.engineHost.runtime.isLeader() ? 1 : 0);
      this.set({ role: 'feed' }, services.market.runsFeed() ? 1 : 0);
    },
  });

  // Only the order routes carry the hook: every other answer (a liveness probe above all) skips it.
  const observeOrder = (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const status = reply.statusCode;
    const result = status < 400 ? 'accepted' : status === 503 ? 'unavailable' : status < 500 ? 'rejected' : 'failed';
    orders.inc({ result });
    latency.observe(reply.elapsedTime / 1000);
    done();
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || !ORDER_ROUTES.has(route.url)) return;
    const own = route.onResponse;
    route.onResponse = own === undefined ? [observeOrder] : [...(Array.isArray(own) ? own : [own]), observeOrder];
  });

  app.get('/metrics', async (request, reply) => {
    const token = ctx.config.metricsToken;
    if (!token) return reply.status(404).send({ status: 'error', code: 'NOT_FOUND', message: 'Not found.' });
    const given = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (!sameToken(given, token))
      return reply.status(401).send({ status: 'error', code: 'UNAUTHENTICATED', message: 'A metrics token is required.' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return {
    attachSocket(server: SocketServer) {
      io = server;
    },
  };
}
