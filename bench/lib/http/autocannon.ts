// The slice of autocannon's API the HTTP benches use (the package ships no types), and the server
// process helpers they share.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

export interface CannonResult {
  '2xx': number;
  non2xx: number;
  duration: number;
  latency: { p50: number; p99: number };
}
/** One request of a rotating list; `setupRequest` may rewrite it before each send (a fresh Idempotency-Key, say). */
export interface RequestSpec {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: RequestSpec) => RequestSpec;
}
export interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: RequestSpec[];
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: CannonOptions,
  done: (error: Error | null, result: CannonResult) => void,
) => unknown;

export function cannon(options: CannonOptions): Promise<CannonResult> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

export function ratePerSecond(result: CannonResult): number {
  return result['2xx'] / (result.duration || 1);
}

export async function waitForUrl(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts a TypeScript entry as its own process and resolves once `readyUrl` answers 200. */
export async function startProcess(entry: string, env: Record<string, string>, readyUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForUrl(readyUrl, child);
  return {
    /** CPU time (user + system) the process has used so far, in µs (Linux /proc, 10 ms ticks). */
    cpuMicros: () => processCpuMicros(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const CLOCK_TICK_MICROS = 10_000; // USER_HZ = 100 on Linux

export function processCpuMicros(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MICROS; // utime, stime
}
