// Delivery: JavaScript a first visit transfers in Chromium (empty cache, compressed as served) for
// /login and a signed-in /dashboard, against the goals (90 kB and 180 kB); and the cost
// of compressing JSON on the fly: GET /api/symbols (about 24 kB) plain and with brotli, req/s and
// server CPU per request, in the same run.
//   BENCH_BASELINE=<checkout>   also the first visits served by that checkout (its server and its web
//                               build, `npx vite build` in its apps/web), side by side
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { JS_GOAL_BYTES, measureJsTransfer, type JsTransfer } from '../e2e/support/js-transfer.ts';
import { signUpDemoTrader } from './lib/http/sign-up.ts';
import { cannon, ratePerSecond, startProcess } from './lib/http/autocannon.ts';
import { keepFigures, machine } from './lib/results.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 3141;
const base = `http://127.0.0.1:${PORT}`;
const kb = (bytes: number) => bytes / 1024;

console.log(machine());
if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('no web build: run `npm run build` first');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-delivery-'));
const server = await startProcess(
  path.join(ROOT, 'apps/server/src/server.ts'),
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  `${base}/api/health`,
);
/** Signs a trader up on the server at `url`, then the JavaScript a first visit of /login and of /dashboard transfers. */
async function firstVisits(url: string): Promise<{ login: JsTransfer; dashboard: JsTransfer }> {
  const token = await signUpDemoTrader(url);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const loginContext = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
    const login = await measureJsTransfer(loginContext, '/login', (page) => page.getByRole('button', { name: 'Login' }).waitFor());
    await loginContext.close();
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
    await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)})`);
    const dashboard = await measureJsTransfer(context, '/dashboard?symbol=EURUSD', (page) =>
      page.getByRole('tab', { name: 'Market execution' }).waitFor({ timeout: 60_000 }),
    );
    await context.close();
    return { login, dashboard };
  } finally {
    await browser.close();
  }
}

/** BENCH_BASELINE=<checkout>: the same pages from that checkout's server and web build, in this run. */
async function baselineVisits(root: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-delivery-base-'));
  const url = `http://127.0.0.1:${PORT + 1}`;
  const baseServer = await startProcess(
    path.join(root, 'apps/server/src/server.ts'),
    { PORT: String(PORT + 1), HOST: '127.0.0.1', DATA_DIR: dir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    `${url}/api/health`,
  );
  try {
    return await firstVisits(url);
  } finally {
    await baseServer.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

try {
  const { login, dashboard } = await firstVisits(base);
  const before = process.env.BENCH_BASELINE ? await baselineVisits(path.resolve(process.env.BENCH_BASELINE)) : null;
  if (before) {
    console.log(
      `baseline build (${process.env.BENCH_BASELINE}): /login ${kb(before.login.bytes).toFixed(1)} kB in ${before.login.files.length} files, /dashboard ${kb(before.dashboard.bytes).toFixed(1)} kB in ${before.dashboard.files.length} files`,
    );
  }
  for (const [name, transfer, goal] of [
    ['/login', login, JS_GOAL_BYTES.login],
    ['/dashboard', dashboard, JS_GOAL_BYTES.dashboard],
  ] as const) {
    console.log(
      `JS transferred, first visit ${name.padEnd(11)} ${kb(transfer.bytes).toFixed(1).padStart(6)} kB in ${transfer.files.length} files (goal ≤ ${kb(goal)} kB): ${transfer.bytes <= goal ? 'met' : 'NOT met'}`,
    );
    for (const file of transfer.files.slice(0, 6)) console.log(`    ${kb(file.bytes).toFixed(1).padStart(6)} kB  ${file.url}`);
  }

  // On-the-fly JSON compression: the same answer plain and brotli-encoded.
  const url = `${base}/api/symbols`;
  const wireBytes = (encoding: string) =>
    new Promise<number>((resolve, reject) =>
      http
        .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
        })
        .on('error', reject),
    );
  const sizes = [await wireBytes('identity'), await wireBytes('br'), await wireBytes('gzip')];
  const json = async (label: string, headers: Record<string, string>) => {
    await cannon({ url, connections: 20, duration: 1, headers });
    const cpuStart = server.cpuMicros();
    const result = await cannon({ url, connections: 20, duration: 4, headers });
    const cpu = (server.cpuMicros() - cpuStart) / result['2xx'];
    console.log(
      `GET /api/symbols ${label.padEnd(10)} ${Math.round(ratePerSecond(result)).toLocaleString('en-US').padStart(6)} req/s  ${cpu.toFixed(0).padStart(5)} µs CPU/req  p99 ${result.latency.p99} ms  load ${os.loadavg()[0]!.toFixed(2)}`,
    );
    return { rate: ratePerSecond(result), cpu };
  };
  console.log(`GET /api/symbols: ${sizes[0]} B plain, ${sizes[1]} B brotli-4, ${sizes[2]} B gzip-6`);
  const plain = await json('plain', { 'accept-encoding': 'identity' });
  const br = await json('brotli', { 'accept-encoding': 'br' });
  const gzip = await json('gzip', { 'accept-encoding': 'gzip' });
  keepFigures('delivery', {
    'JS first visit /login': { value: kb(login.bytes), unit: 'kB', better: 'lower', goal: kb(JS_GOAL_BYTES.login) },
    'JS first visit /dashboard': { value: kb(dashboard.bytes), unit: 'kB', better: 'lower', goal: kb(JS_GOAL_BYTES.dashboard) },
    ...(before
      ? {
          'JS first visit /login, baseline build': { value: kb(before.login.bytes), unit: 'kB', better: 'lower' as const },
          'JS first visit /dashboard, baseline build': { value: kb(before.dashboard.bytes), unit: 'kB', better: 'lower' as const },
        }
      : {}),
    'GET /api/symbols plain': { value: plain.rate, unit: 'req/s', better: 'higher' },
    'GET /api/symbols brotli': { value: br.rate, unit: 'req/s', better: 'higher', baseline: plain.rate },
    'brotli CPU per answer added': { value: br.cpu - plain.cpu, unit: 'µs', better: 'lower' },
    'gzip CPU per answer added': { value: gzip.cpu - plain.cpu, unit: 'µs', better: 'lower' },
    'GET /api/symbols bytes, brotli': { value: sizes[1]!, unit: 'B', better: 'lower', baseline: sizes[0] },
  });
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
