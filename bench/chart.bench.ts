// The trader's chart in Chromium: the dashboard with 3 indicators and 10 drawings on 5,000 bars,
// following the simulator's live ticks, next to the same dashboard with a plain chart. Reports how
// busy the main thread is over the live window (CDP's TaskDuration over wall time) and the longest
// task (PerformanceObserver 'longtask') of the live window, against the goals for the
// dashboard at the simulator's tick rate (under 15 % busy, no task over 50 ms). The live window spans
// the opening of a new minute bar (the moment every series takes a new point). The longest task of
// the first load (opening the dashboard, 5,000 bars, every pane) is reported beside it for both
// dashboards: it is the dashboard's opening, which the plain chart has too, not the chart at tick rate.
//   CHART_PROFILE=1      also prints the functions with the most self time (live window; and within
//                        the long tasks of the whole session, with CHART_TRACE)
//   CHART_TRACE=1        also prints the main thread's time by Chromium trace event (style, layout,
//                        paint: what the profile only calls '(program)') and every long task of the
//                        session (first load included) with what it was made of
//   TRACE_CPU_MS=<ms>    with CHART_TRACE, also lists every task with more CPU time than this
//   CHART_WINDOW_MS      the measured window (20 s), shorter for quick loops
//   CHART_ONLY_FULL=1    only the dashboard with indicators and drawings (a quick loop: keeps no figures)
//   BENCH_BASELINE=<dir> also both dashboards served by another checkout (its server and web build),
//                        measured alternately with this one's
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startProcess } from './lib/http/autocannon.ts';
import { keepFigures, machine } from './lib/results.ts';
import { traceMainThread, type LongTask } from './lib/main-thread-trace.ts';
import { BARS, INTERVAL, prepareTraders, walkBefore, type Bar, type ChartTraders } from './lib/chart-dashboard.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 3143;
const WINDOW_MS = Number(process.env.CHART_WINDOW_MS ?? 20_000);
const GOALS = { busyPercent: 15, longestTaskMs: 50 };

interface Measured {
  busy: number;
  /** The main thread's CPU time over wall time (CDP's ThreadTime): what busy is without waiting for a core. */
  cpu: number;
  liveLongest: number;
  loadLongest: number;
  /** Bar history fetched while live: each one reloads every series (should be 0). */
  liveHistoryLoads: number;
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
}

// In-page code, as strings: the bench compiles without the DOM's types. The observer sees every long
// task of the page's main thread from its start, whoever caused it: so until the first load is over
// the bench runs nothing else in the page (DASHBOARD_SHOWN, the token in storageState).
const OBSERVE_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__longTasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });`;
const LONGEST_TASK = 'Math.max(0, ...window.__longTasks)';
const FORGET_TASKS = 'window.__longTasks.length = 0';

/** What the page logs when the dashboard shows the market tab, the chart's drawings and its legend's rows. */
const SHOWN = 'bench:dashboard-shown';
/**
 * Logs SHOWN once the dashboard is on screen, checked from the init script 4 times a second with
 * plain selectors. Playwright's own waiting (`page.waitForFunction`) first evaluates its 340 kB
 * injected script in the page: a task of the bench's own in the middle of the first load (9 ms on
 * the CPU, 54 ms on a loaded machine), which the long-task observer counted as the app's. Its role
 * and visibility queries computed styles over the page too (a 74 ms task once).
 */
const DASHBOARD_SHOWN = (drawings: number, paneRows: number) => `(function check() {
  const shown =
    [...document.querySelectorAll('[role="tab"]')].some((tab) => tab.textContent.includes('Market execution')) &&
    document.querySelector('[data-testid="price-chart"][data-drawings="${drawings}"]') !== null &&
    document.querySelectorAll('[data-testid="price-chart"] table tr').length >= ${paneRows};
  if (shown) console.debug('${SHOWN}');
  else setTimeout(check, 250);
})();`;

/** A mark in the trace where the first load ends (2 s after the dashboard shows). */
const MARK_LOADED = "console.timeStamp('bench:loaded')";
/** A mark in the trace where the live window starts. */
const MARK_LIVE = "console.timeStamp('bench:live')";

/** Waits until a new bar opening (every INTERVAL seconds, the server's clock is this machine's) falls mid-window. */
async function waitForWindowAroundNewBar() {
  const untilBar = INTERVAL * 1000 - (Date.now() % (INTERVAL * 1000));
  if (untilBar >= 2_000 && untilBar <= WINDOW_MS - 2_000) return;
  await new Promise((resolve) => setTimeout(resolve, (untilBar - WINDOW_MS / 2 + INTERVAL * 1000) % (INTERVAL * 1000)));
}

/** The functions with the most self time (only within `within`, when given), to find what to make cheaper. */
function printProfile(profile: Profile, within?: LongTask[], rows = 20) {
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas ?? [];
  let at = profile.startTime;
  (profile.samples ?? []).forEach((id, i) => {
    at += deltas[i] ?? 0;
    if (within && !within.some((task) => at >= task.ts && at <= task.ts + task.dur)) return;
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  });
  for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${key}`);
}

/** Opens the dashboard for the trader and measures the main thread over the live window. */
async function measure(browser: Browser, base: string, token: string, drawings: number, paneRows: number): Promise<Measured> {
  // The token is in the page's storage before it opens, as for a trader coming back (Playwright
  // writes it from a page of its own), not written by a script in the measured page.
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
    storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'token', value: token }] }] },
  });
  await context.addInitScript(`${OBSERVE_LONG_TASKS}\n${DASHBOARD_SHOWN(drawings, paneRows)}`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Profile and trace cover the whole session: the long tasks of the first load are read in them too.
  if (process.env.CHART_PROFILE) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
  const stopTrace = process.env.CHART_TRACE ? await traceMainThread(browser, page, 'bench:live', 'bench:loaded') : null;
  // The server keeps 550 bars per timeframe; the page is sent 5,000 (what scrolling back would
  // load from a longer history): the real ones after a random walk leading into them. The chart
  // holds them all (the indicators read them all) and hands lightweight-charts the newest 600.
  let historyLoads = 0;
  await page.route('**/api/ohlc?*', async (route) => {
    historyLoads++;
    const url = new URL(route.request().url());
    url.searchParams.set('periods', String(BARS));
    const response = await route.fetch({ url: url.toString() });
    const body = (await response.json()) as { data: Bar[] };
    return route.fulfill({ response, json: { ...body, data: [...walkBefore(body.data, BARS - body.data.length), ...body.data] } });
  });
  await Promise.all([
    page.waitForEvent('console', { predicate: (message) => message.text() === SHOWN, timeout: 60_000 }),
    page.goto('/dashboard?symbol=EURUSD'),
  ]);
  // Work the chart spreads over the frames after its panes appear is still the first load. The
  // wait for a bar opening after it is neither the first load nor the measured live window.
  await page.waitForTimeout(2_000);
  const loadLongest = (await page.evaluate(LONGEST_TASK)) as number;
  await page.evaluate(MARK_LOADED);
  await waitForWindowAroundNewBar();

  await cdp.send('Performance.enable');
  const metric = async (name: string) => (await cdp.send('Performance.getMetrics')).metrics.find((each) => each.name === name)?.value ?? 0;
  const taskSeconds = () => metric('TaskDuration');
  const threadSeconds = () => metric('ThreadTime');
  await page.evaluate(FORGET_TASKS);
  await page.evaluate(MARK_LIVE);
  const loadsBefore = historyLoads;
  const busyStart = await taskSeconds();
  const cpuStart = await threadSeconds();
  const wallStart = Date.now();
  await page.waitForTimeout(WINDOW_MS);
  const wall = (Date.now() - wallStart) / 1000;
  const busy = ((await taskSeconds()) - busyStart) / wall;
  const cpu = ((await threadSeconds()) - cpuStart) / wall;
  const liveLongest = (await page.evaluate(LONGEST_TASK)) as number;
  const trace = await stopTrace?.();
  if (process.env.CHART_PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    console.log(trace ? 'live window, self time by function:' : 'whole session, self time by function:');
    printProfile(profile, trace ? [{ ts: trace.liveStart, dur: Infinity }] : undefined);
    for (const task of trace?.longTasks ?? []) {
      console.log(`within the long task of ${(task.dur / 1000).toFixed(0)} ms:`);
      printProfile(profile, [task], 8);
    }
  }
  const liveHistoryLoads = historyLoads - loadsBefore;
  await context.close();
  return { busy, cpu, liveLongest, loadLongest, liveHistoryLoads };
}

interface Served {
  base: string;
  traders: ChartTraders;
  stop(): Promise<void>;
}

/** The server and web build of checkout `root` on `port`, with both traders prepared. */
async function serve(root: string, port: number): Promise<Served> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error(`no web build in ${root}: run \`npm run build\` first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chart-'));
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    path.join(root, 'apps/server/src/server.ts'),
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    `${base}/api/health`,
  );
  return {
    base,
    traders: await prepareTraders(base),
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const both = (label: string, plain: Measured, full: Measured, drawings: number) => {
  console.log(
    `${label}main thread busy: plain chart ${pct(plain.busy)}; 3 indicators + ${drawings} drawings ${pct(full.busy)} (goal < ${GOALS.busyPercent} %)`,
  );
  console.log(`${label}main thread on the CPU (no waiting for a core): plain chart ${pct(plain.cpu)}; full ${pct(full.cpu)}`);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `${label}longest task, first load: plain ${ms(plain.loadLongest)}, full ${ms(full.loadLongest)}; live: plain ${ms(plain.liveLongest)}, full ${ms(full.liveLongest)}`,
  );
  const met = full.busy * 100 < GOALS.busyPercent && full.liveLongest <= GOALS.longestTaskMs;
  console.log(
    `${label}goal (3 indicators + ${drawings} drawings at the tick rate): < ${GOALS.busyPercent} % busy and no task over ${GOALS.longestTaskMs} ms (longest ${ms(full.liveLongest)}) → ${met ? 'met' : 'NOT met'}`,
  );
  console.log(
    `${label}bar history fetched while live: plain ${plain.liveHistoryLoads}, full ${full.liveHistoryLoads} (each reloads every series)`,
  );
};

/** Both dashboards (and the baseline's), printed side by side and kept in bench/results/chart.json. */
async function measureAndKeep(browser: Browser, self: Served, baseline: Served | null) {
  const plainOf = ({ base, traders }: Served) => measure(browser, base, traders.plainToken, 0, 1);
  const fullOf = ({ base, traders }: Served) => measure(browser, base, traders.token, traders.drawings, 5);
  const { drawings, storedBars } = self.traders;
  const basePlain = baseline && (await plainOf(baseline));
  const plain = await plainOf(self);
  const full = await fullOf(self);
  const baseFull = baseline && (await fullOf(baseline));
  await browser.close();
  console.log(`${BARS} bars (${storedBars} stored) × ${INTERVAL}s on EURUSD, the simulator's live ticks, ${WINDOW_MS / 1000} s window`);
  if (basePlain && baseFull) both('baseline build: ', basePlain, baseFull, drawings);
  both('', plain, full, drawings);
  keepFigures('chart', {
    'main thread busy, plain chart': { value: plain.busy * 100, unit: '%', better: 'lower' },
    'main thread on the CPU, 3 indicators + 10 drawings': {
      value: full.cpu * 100,
      unit: '%',
      better: 'lower',
      ...(baseFull ? { baseline: baseFull.cpu * 100 } : {}),
    },
    'main thread busy, 3 indicators + 10 drawings': {
      value: full.busy * 100,
      unit: '%',
      better: 'lower',
      goal: GOALS.busyPercent,
      ...(baseFull ? { baseline: baseFull.busy * 100 } : {}),
    },
    'longest task live, 3 indicators + 10 drawings': {
      value: full.liveLongest,
      unit: 'ms',
      better: 'lower',
      goal: GOALS.longestTaskMs,
      ...(baseFull ? { baseline: baseFull.liveLongest } : {}),
    },
    'longest task, first load with 5000 bars': {
      value: full.loadLongest,
      unit: 'ms',
      better: 'lower',
      ...(baseFull ? { baseline: baseFull.loadLongest } : {}),
    },
    'longest task, first load with a plain chart': {
      value: plain.loadLongest,
      unit: 'ms',
      better: 'lower',
      ...(basePlain ? { baseline: basePlain.loadLongest } : {}),
    },
  });
}

console.log(machine());
const servers: Served[] = [];
try {
  const self = await serve(ROOT, PORT);
  servers.push(self);
  const baseline = process.env.BENCH_BASELINE ? await serve(path.resolve(process.env.BENCH_BASELINE), PORT + 1) : null;
  if (baseline) servers.push(baseline);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  if (process.env.CHART_ONLY_FULL) {
    const full = await measure(browser, self.base, self.traders.token, self.traders.drawings, 5);
    await browser.close();
    console.log(
      `3 indicators + ${self.traders.drawings} drawings on ${BARS} bars: busy ${pct(full.busy)} (on the CPU ${pct(full.cpu)}); longest task, first load ${full.loadLongest.toFixed(0)} ms, live ${full.liveLongest.toFixed(0)} ms`,
    );
  } else await measureAndKeep(browser, self, baseline);
} finally {
  for (const server of servers) await server.stop();
}
