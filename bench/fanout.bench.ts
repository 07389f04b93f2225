// Tick fan-out: the real server (buildApp + Socket.IO, coalescing ticks every TICK_FLUSH_MS) against a raw
// `ws` server broadcasting every tick, both fed by the same seeded simulator at its full rate, each
// to 1,000 websocket clients, once in each of the platform's two forms (the batches the web app asks
// for, and the spec's one 'tick' per symbol). Each server runs in its own process so its CPU is its own. Then a
// tenth of the clients stop reading and the servers' memory is watched. A last row, a raw `ws`
// server coalescing and batching as the platform does, shows what Socket.IO itself costs.
import os from 'node:os';
import path from 'node:path';
import { Child } from './lib/fanout/child.ts';
import { HISTOGRAM_MS, weekdayOffsetMs, type ClientReport, type ServerStats } from './lib/fanout/protocol.ts';
import { keepFigures } from './lib/results.ts';

const CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 1000);
const CLIENT_PROCESSES = 2;
const WARMUP_MS = 3000;
const MEASURE_MS = Number(process.env.FANOUT_MEASURE_MS ?? 15_000);
const PAUSED_SHARE = 0.1;
const PAUSED_MS = Number(process.env.FANOUT_PAUSED_MS ?? 20_000);
const here = import.meta.dirname;
const offsetMs = weekdayOffsetMs(Date.now());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Result {
  name: string;
  generated: number;
  delivered: number;
  connected: number;
  cpuMicros: number;
  p50: number;
  p90: number;
  p99: number;
  memory: { before: number; after: number; peak: number; backlogged: number; bufferedBytes: number };
}

const percentile = (histogram: number[], share: number) => {
  const total = histogram.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms++) {
    seen += histogram[ms]!;
    if (seen >= total * share) return ms;
  }
  return HISTOGRAM_MS;
};

async function run(label: string, serverScript: string, kind: 'socketio' | 'socketio-batch' | 'raw', mode = ''): Promise<Result> {
  const server = new Child(path.join(here, 'lib/fanout', serverScript), [String(offsetMs), mode]);
  const { port, flushMs } = await server.ask<{ port: number; flushMs?: number }>(null, 'ready', 120_000);
  const name = flushMs ? `${label}, coalesced every ${flushMs} ms` : label;
  const clients = Array.from(
    { length: CLIENT_PROCESSES },
    (_, i) =>
      new Child(path.join(here, 'lib/fanout/clients.ts'), [
        kind,
        String(port),
        String(CLIENTS / CLIENT_PROCESSES + (i === 0 ? CLIENTS % CLIENT_PROCESSES : 0)),
        String(offsetMs),
      ]),
  );
  try {
    await Promise.all(clients.map((c) => c.ask(null, 'ready', 120_000)));
    await sleep(WARMUP_MS);

    const before = await server.ask<ServerStats>({ type: 'stats' }, 'stats');
    for (const c of clients) c.send({ type: 'start' });
    await sleep(MEASURE_MS);
    const after = await server.ask<ServerStats>({ type: 'stats' }, 'stats');
    const reports = await Promise.all(clients.map((c) => c.ask<ClientReport>({ type: 'stop' }, 'report')));

    const histogram = new Array<number>(HISTOGRAM_MS + 1).fill(0);
    for (const report of reports) report.histogram.forEach((n, ms) => (histogram[ms]! += n));

    // A tenth of the clients stop reading; memory should stay flat (sampled every second).
    await Promise.all(clients.map((c) => c.ask({ type: 'pause', share: PAUSED_SHARE }, 'paused')));
    const memoryBefore = await server.ask<ServerStats>({ type: 'stats', gc: true }, 'stats');
    let peak = memoryBefore.heapUsed + memoryBefore.external;
    let last = memoryBefore;
    for (let elapsed = 0; elapsed < PAUSED_MS; elapsed += 1000) {
      await sleep(1000);
      last = await server.ask<ServerStats>({ type: 'stats', gc: true }, 'stats');
      peak = Math.max(peak, last.heapUsed + last.external);
    }
    return {
      name,
      generated: after.generated - before.generated,
      delivered: reports.reduce((sum, r) => sum + r.received, 0),
      connected: reports.reduce((sum, r) => sum + r.connected, 0),
      cpuMicros: after.cpuMicros - before.cpuMicros,
      p50: percentile(histogram, 0.5),
      p90: percentile(histogram, 0.9),
      p99: percentile(histogram, 0.99),
      memory: {
        before: memoryBefore.heapUsed + memoryBefore.external,
        after: last.heapUsed + last.external,
        peak,
        backlogged: last.backlogged,
        bufferedBytes: last.bufferedBytes,
      },
    };
  } finally {
    await Promise.all(clients.map((c) => c.stop()));
    await server.stop();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const row = (r: Result) => ({
  server: r.name,
  clients: r.connected,
  'ticks/s generated': Math.round(r.generated / (MEASURE_MS / 1000)),
  'messages delivered/s': Math.round(r.delivered / (MEASURE_MS / 1000)),
  'share delivered': `${((r.delivered / (r.generated * r.connected)) * 100).toFixed(1)} %`,
  'CPU µs/delivered tick': Number((r.cpuMicros / r.delivered).toFixed(2)),
  'server CPU %': Math.round((r.cpuMicros / (MEASURE_MS * 1000)) * 100),
  'p50 ms': r.p50,
  'p90 ms': r.p90,
  'p99 ms': r.p99,
  [`live heap+buffers, ${PAUSED_SHARE * 100}% paused: start → end (peak)`]: `${mb(r.memory.before)} → ${mb(r.memory.after)} (${mb(r.memory.peak)})`,
  'backlogged sockets (bytes held)': `${r.memory.backlogged} (${mb(r.memory.bufferedBytes)})`,
});

console.log(
  `Fan-out of simulator ticks to ${CLIENTS} websocket clients, ${MEASURE_MS / 1000} s measured after ${WARMUP_MS / 1000} s warm-up` +
    (offsetMs ? ` (clock moved ${offsetMs / 86_400_000} day(s) ahead so currency markets are open)` : ''),
);
const load = () => os.loadavg()[0]!.toFixed(1);
console.log(`Machine: ${os.cpus().length} CPUs, load average ${load()} at start`);
// The web app's form: one 'ticks' event per flush, asked for in the handshake.
const real = await run("platform (Socket.IO), 'ticks' batches", 'real-server.ts', 'socketio-batch');
// The spec's form, what a client gets without asking: one 'tick' event per symbol that moved.
const single = await run("platform (Socket.IO), one 'tick' per symbol", 'real-server.ts', 'socketio');
const raw = await run('raw ws broadcast (every tick)', 'raw-server.ts', 'raw');
// Not the baseline: the platform's own batching without Socket.IO, to show what the framework costs.
const rawBatched = await run('raw ws, batched like the platform', 'raw-server.ts', 'raw', 'batched');
console.table([row(real), row(single), row(raw), row(rawBatched)]);
console.log(`Load average ${load()} at the end (latency on a busy machine is mostly waiting for a CPU; compare with the raw row)`);
const ratio = real.cpuMicros / real.delivered / (raw.cpuMicros / raw.delivered);
const growth = real.memory.after - real.memory.before;
console.log(`CPU per delivered tick: ${ratio.toFixed(2)}× the raw baseline (goal ≤ 1.1×, issue 16): ${ratio <= 1.1 ? 'met' : 'NOT met'}`);
const singleRatio = single.cpuMicros / single.delivered / (raw.cpuMicros / raw.delivered);
console.log(
  `The spec's one 'tick' per symbol: ${singleRatio.toFixed(2)}× the raw baseline per delivered tick, p99 ${single.p99} ms (batches: ${ratio.toFixed(2)}×, ${real.p99} ms)`,
);
const frameworkRatio = real.cpuMicros / real.delivered / (rawBatched.cpuMicros / rawBatched.delivered);
console.log(`Socket.IO's share: ${frameworkRatio.toFixed(2)}× a raw ws server sending the same batches`);
console.log(`p99 latency: ${real.p99} ms (goal < 150 ms): ${real.p99 < 150 ? 'met' : 'NOT met'}`);
console.log(
  `Memory with ${PAUSED_SHARE * 100}% of clients not reading: ${growth > 0 ? '+' : ''}${mb(growth)} over ${PAUSED_MS / 1000} s (raw baseline ${mb(raw.memory.after - raw.memory.before)})`,
);

keepFigures('fanout', {
  'CPU per delivered tick vs raw ws': { value: ratio, unit: '×', better: 'lower', goal: 1.1 },
  'CPU µs per delivered tick': {
    value: real.cpuMicros / real.delivered,
    unit: 'µs',
    better: 'lower',
    baseline: raw.cpuMicros / raw.delivered,
  },
  'CPU per delivered tick vs raw ws sending the same batches': { value: frameworkRatio, unit: '×', better: 'lower' },
  'p99 latency': { value: real.p99, unit: 'ms', better: 'lower', baseline: raw.p99 },
  "CPU per delivered tick vs raw ws, one 'tick' per symbol": { value: singleRatio, unit: '×', better: 'lower' },
  "p99 latency, one 'tick' per symbol": { value: single.p99, unit: 'ms', better: 'lower', baseline: raw.p99 },
  'memory growth, slow readers': {
    value: growth / 1024 / 1024,
    unit: 'MB',
    better: 'lower',
    baseline: (raw.memory.after - raw.memory.before) / 1024 / 1024,
  },
});
