// The trivial route: GET /api/health/live on the whole app (production settings, default log
// level, simulator feed running) against the same route on a bare Fastify, one after the other in
// the same run with the same connections. Also GET /api/health (which asks the database).
// Goal (issue 16): /api/health/live within 1.5× of bare Fastify.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cannon, ratePerSecond, startProcess } from './lib/http/autocannon.ts';
import { keepFigures, machine } from './lib/results.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 3131;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const url = (p: string) => `http://127.0.0.1:${PORT}${p}`;

console.log(machine());
/**
 * Throughput and, less sensitive to other work on a shared machine, the server's own CPU per
 * request (its idle CPU over the same time, e.g. the simulator feed, taken off first).
 */
async function measure(label: string, target: string, server: { cpuMicros: () => number }) {
  // Start-up work (history back-fill, first quotes) settles first: at most 20 s, until the idle
  // server uses under 15 % of a core.
  let idlePerSecond = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 10 && idlePerSecond > 150_000; i++) {
    const idleStart = server.cpuMicros();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    idlePerSecond = (server.cpuMicros() - idleStart) / 2;
  }
  await cannon({ url: target, connections: CONNECTIONS, duration: 1 }); // warm-up
  const cpuStart = server.cpuMicros();
  const result = await cannon({ url: target, connections: CONNECTIONS, duration: SECONDS });
  const busy = server.cpuMicros() - cpuStart - idlePerSecond * result.duration;
  const rate = ratePerSecond(result);
  const cpu = busy / result['2xx'];
  console.log(
    `${label.padEnd(38)} ${Math.round(rate).toLocaleString('en-US').padStart(7)} req/s  ${cpu.toFixed(1).padStart(6)} µs CPU/req   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}   load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  return { rate, cpu };
}

const bare = await startProcess(
  path.join(import.meta.dirname, 'lib/http/bare-fastify.ts'),
  { PORT: String(PORT) },
  url('/api/health/live'),
);
const bareFigures = await measure('bare Fastify GET /api/health/live', url('/api/health/live'), bare);
await bare.stop();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-trivial-'));
const app = await startProcess(
  path.join(ROOT, 'apps/server/src/server.ts'),
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
  url('/api/health'),
);
let live = { rate: 0, cpu: Number.POSITIVE_INFINITY };
let health = { rate: 0, cpu: Number.POSITIVE_INFINITY };
try {
  if ((await fetch(url('/api/health/live'))).ok) live = await measure('app GET /api/health/live', url('/api/health/live'), app);
  else console.log('app GET /api/health/live: not served by this build');
  health = await measure('app GET /api/health (database asked)', url('/api/health'), app);
} finally {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const ratio = live.cpu / bareFigures.cpu;
const rateRatio = live.rate ? bareFigures.rate / live.rate : Number.POSITIVE_INFINITY;
console.log(
  `app live vs bare Fastify: ${ratio.toFixed(2)}× the CPU per request, ${rateRatio.toFixed(2)}× fewer req/s (goal ≤ 1.5×): ${ratio <= 1.5 ? 'met' : 'NOT met'}`,
);
console.log(
  `app health vs bare Fastify: ${(health.cpu / bareFigures.cpu).toFixed(2)}× the CPU per request, ${(bareFigures.rate / health.rate).toFixed(2)}× fewer req/s`,
);
keepFigures('http-trivial', {
  'bare Fastify': { value: bareFigures.rate, unit: 'req/s', better: 'higher' },
  'bare Fastify CPU/req': { value: bareFigures.cpu, unit: 'µs', better: 'lower' },
  'GET /api/health/live': { value: live.rate, unit: 'req/s', better: 'higher', baseline: bareFigures.rate },
  'GET /api/health/live CPU/req': { value: live.cpu, unit: 'µs', better: 'lower', baseline: bareFigures.cpu },
  'live: CPU/req vs bare Fastify': { value: ratio, unit: '×', better: 'lower', goal: 1.5 },
  'GET /api/health': { value: health.rate, unit: 'req/s', better: 'higher', baseline: bareFigures.rate },
  'GET /api/health CPU/req': { value: health.cpu, unit: 'µs', better: 'lower', baseline: bareFigures.cpu },
});
