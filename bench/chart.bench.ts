// The trader's chart in Chromium: the dashboard with 3 indicators and 10 drawings on 5,000 bars,
// following the simulator's live ticks, next to the same dashboard with a plain chart. Reports how
// busy the main thread is (CDP's TaskDuration over wall time) and the longest task
// (PerformanceObserver 'longtask'), against the goals (under 15 % busy, no task over 50 ms).
// CHART_PROFILE=1 also prints the functions with the most self time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startProcess } from './lib/http/autocannon.ts';
import { keepFigures, machine } from './lib/results.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 3143;
const base = `http://127.0.0.1:${PORT}`;
const BARS = 5000;
const INTERVAL = 60;
const WINDOW_MS = 20_000;
const GOALS = { busyPercent: 15, longestTaskMs: 50 };

interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

interface Measured {
  busy: number;
  liveLongest: number;
  loadLongest: number;
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

// In-page code, as strings: the bench compiles without the DOM's types.
const OBSERVE_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__longTasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });`;
const LONGEST_TASK = 'Math.max(0, ...window.__longTasks)';
const FORGET_TASKS = 'window.__longTasks.length = 0';
console.log(machine());
if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('no web build: run `npm run build` first');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chart-'));
const server = await startProcess(
  path.join(ROOT, 'apps/server/src/server.ts'),
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  `${base}/api/health`,
);

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signUp(): Promise<string> {
  const { token } = await api<{ token: string }>('POST', '/signup', {
    name: 'Bench Trader',
    email: `bench-chart-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'Str0ngPass!',
    password_confirmation: 'Str0ngPass!',
    account_type: 'demo',
  });
  return token;
}

/** `count` made-up bars before `bars`, a seeded random walk ending at the first real bar's open. */
function walkBefore(bars: Bar[], count: number): Bar[] {
  const first = bars[0]!;
  const interval = bars[1] ? bars[1].time - first.time : INTERVAL;
  const out: Bar[] = [];
  let close = first.open;
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5;
  for (let i = 1; i <= count; i++) {
    const open = close - random() * close * 0.0008;
    const high = Math.max(open, close) + Math.abs(random()) * close * 0.0004;
    const low = Math.min(open, close) - Math.abs(random()) * close * 0.0004;
    out.unshift({ time: first.time - i * interval, open, high, low, close });
    close = open;
  }
  return out;
}

/** The functions with the most self time, to find what to make cheaper. */
function printProfile(profile: Profile) {
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  });
  for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${key}`);
}

/** Opens the dashboard for the trader and measures the main thread over the live window. */
async function measure(browser: Browser, token: string, drawings: number, paneRows: number): Promise<Measured> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)}); ${OBSERVE_LONG_TASKS}`);
  const page = await context.newPage();
  // The server keeps 550 bars per timeframe; the chart is handed 5,000 (what scrolling back would
  // load from a longer history): the real ones after a random walk leading into them.
  await page.route('**/api/ohlc?*', async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('periods', String(BARS));
    const response = await route.fetch({ url: url.toString() });
    const body = (await response.json()) as { data: Bar[] };
    return route.fulfill({ response, json: { ...body, data: [...walkBefore(body.data, BARS - body.data.length), ...body.data] } });
  });
  await page.goto('/dashboard?symbol=EURUSD');
  await page.getByRole('tab', { name: 'Market execution' }).waitFor({ timeout: 60_000 });
  const chart = page.getByTestId('price-chart');
  await page.locator(`[data-testid="price-chart"][data-drawings="${drawings}"]`).waitFor({ timeout: 60_000 });
  await chart
    .locator('table tr')
    .nth(paneRows - 1)
    .waitFor({ state: 'attached', timeout: 60_000 });
  const loadLongest = (await page.evaluate(LONGEST_TASK)) as number;

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  await page.evaluate(FORGET_TASKS);
  const busyStart = await taskSeconds();
  const wallStart = Date.now();
  if (process.env.CHART_PROFILE) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
  await page.waitForTimeout(WINDOW_MS);
  if (process.env.CHART_PROFILE) printProfile((await cdp.send('Profiler.stop')).profile);
  const busy = ((await taskSeconds()) - busyStart) / ((Date.now() - wallStart) / 1000);
  const liveLongest = (await page.evaluate(LONGEST_TASK)) as number;
  await context.close();
  return { busy, liveLongest, loadLongest };
}

try {
  const plainToken = await signUp();
  const token = await signUp();
  const { data: bars } = await api<{ data: Bar[] }>('GET', `/ohlc?symbol=EURUSD&periods=${BARS}&interval=${INTERVAL}`);
  const layout = { chart_type: 'candles', interval: INTERVAL, price_scale: 'normal' };
  await api('PUT', '/chart/layout', { ...layout, indicators: [] }, plainToken);
  const indicators = [
    { uid: 'rsi', id: 'rsi' },
    { uid: 'bb', id: 'bollinger' },
    { uid: 'macd', id: 'macd' },
  ];
  await api('PUT', '/chart/layout', { ...layout, indicators }, token);
  const kinds = ['trend_line', 'ray', 'rectangle', 'fib_retracement', 'trend_line', 'rectangle', 'ray', 'fib_retracement'] as const;
  const at = (index: number) => bars[Math.max(0, bars.length - 1 - index)]!;
  const drawings = [
    ...kinds.map((kind, i) => ({
      id: `d${i}`,
      kind,
      points: [
        { time: at(40 + i * 7).time, price: at(40 + i * 7).low },
        { time: at(5 + i * 3).time, price: at(5 + i * 3).high },
      ],
      color: '#2962ff',
      width: 2,
      style: 'solid',
    })),
    { id: 'h', kind: 'horizontal_line', points: [{ time: at(10).time, price: at(10).high }], color: '#f59e0b', width: 1, style: 'dashed' },
    {
      id: 'n',
      kind: 'text',
      points: [{ time: at(30).time, price: at(30).high }],
      color: '#22c55e',
      width: 1,
      style: 'solid',
      text: 'Bench note',
    },
  ];
  await api('PUT', '/chart/drawings/EURUSD', { drawings }, token);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const plain = await measure(browser, plainToken, 0, 1);
  const full = await measure(browser, token, drawings.length, 5);
  await browser.close();

  const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
  console.log(`${BARS} bars (${bars.length} stored) × ${INTERVAL}s on EURUSD, the simulator's live ticks, ${WINDOW_MS / 1000} s window`);
  console.log(
    `main thread busy: plain chart ${pct(plain.busy)}; 3 indicators + ${drawings.length} drawings ${pct(full.busy)} (goal < ${GOALS.busyPercent} %)`,
  );
  console.log(
    `longest task live: plain ${plain.liveLongest.toFixed(0)} ms, full ${full.liveLongest.toFixed(0)} ms (goal ≤ ${GOALS.longestTaskMs} ms); first load full ${full.loadLongest.toFixed(0)} ms`,
  );
  keepFigures('chart', {
    'main thread busy, plain chart': { value: plain.busy * 100, unit: '%', better: 'lower' },
    'main thread busy, 3 indicators + 10 drawings': { value: full.busy * 100, unit: '%', better: 'lower', goal: GOALS.busyPercent },
    'longest task live, 3 indicators + 10 drawings': { value: full.liveLongest, unit: 'ms', better: 'lower', goal: GOALS.longestTaskMs },
    'longest task, first load with 5000 bars': { value: full.loadLongest, unit: 'ms', better: 'lower' },
  });
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
