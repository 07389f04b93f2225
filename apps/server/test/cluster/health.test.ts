import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const TOKEN = 'metrics-token-0123456789';

describe('health and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ FEED: 'simulator', METRICS_TOKEN: TOKEN, READY_MAX_TICK_AGE_S: '30' });
  });
  afterAll(() => t.close());

  it('the live probe, when the process runs, then answers 200', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('the health report, when one instance runs, then names its roles, cluster and bus state', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'ok',
      cluster: t.ctx.config.clusterName,
      roles: { engine_leader: true, feed_leader: true },
      bus_state: { connected: true, subscribed: true, failed_publishes: 0 },
    });
  });

  it('the readiness probe, when an open market has no price yet, then answers 503 naming ticks; once prices arrive, 200', async () => {
    const before = await t.app.inject({ url: '/api/health/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({ status: 'not_ready', failing: ['ticks'] });
    expect(before.json().checks.ticks.detail).toMatch(/no tick yet/);

    const now = t.ctx.clock.now();
    const seen = new Set<string>();
    for (const symbol of t.services.market.listSymbols()) {
      if (!symbol.enabled || seen.has(symbol.category) || !t.services.market.isMarketOpen(symbol.symbol, now)) continue;
      seen.add(symbol.category);
      t.services.market.pushQuote({ symbol: symbol.symbol, bid: 100, ask: 100.01 });
    }
    const after = await t.app.inject({ url: '/api/health/ready' });
    expect(after.json()).toMatchObject({ status: 'ready', failing: [] });
    expect(after.statusCode).toBe(200);
    const health = (await t.app.inject({ url: '/api/health' })).json();
    for (const category of seen) expect(health.ticks[category].age_ms).toBeGreaterThanOrEqual(0);
  });

  it('the metrics, when asked without the token, then answer 401; with it, the Prometheus text', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
    const metrics = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('platform_leader{role="engine"} 1');
    expect(metrics.body).toContain('nodejs_eventloop_lag_seconds');
    expect(metrics.body).toContain('platform_bus_failed_publishes 0');
  });

  it('the order counter, when an order is refused and a probe answers, then counts the order only', async () => {
    const metricsText = async () => (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const rejected = () => metricsText().then((body) => Number(/platform_orders_total\{result="rejected"\} (\d+)/.exec(body)?.[1] ?? 0));
    const before = await rejected();
    expect((await t.app.inject({ method: 'POST', url: '/api/place', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    expect(await rejected()).toBe(before + 1);
    expect(await metricsText()).toContain('platform_order_fill_seconds_count 1');
  });
});

describe('metrics without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('the metrics, when no token is configured, then are not served at all', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
