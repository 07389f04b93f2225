import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { until } from './until.ts';

const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');

export interface InstanceOptions {
  /** The server to run (a baseline checkout's, for a same-run comparison); this tree's by default. */
  entry?: string;
  /** Extra flags for node, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** How long a start may take (a loaded machine compiles the server slowly). */
  startTimeoutMs?: number;
}

/** One real API instance (its own process) on a port, which a test may kill -9, SIGTERM and start again. */
export function instanceProcess(
  port: number,
  env: Record<string, string>,
  { entry = serverEntry, nodeArgs = [], startTimeoutMs = 60_000 }: InstanceOptions = {},
) {
  let child: ChildProcess | null = null;
  const unexpectedExits: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-cluster-'));
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    url,
    unexpectedExits,
    logFile: path.join(dataDir, 'server.log'),
    pid: () => child?.pid ?? 0,
    running: () => child !== null,
    async start(): Promise<void> {
      const started = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: dataDir },
        stdio: ['ignore', fs.openSync(path.join(dataDir, 'server.log'), 'a'), 'pipe'],
      });
      let stderr = '';
      started.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
      started.once('exit', (code, signal) => {
        if (child === started) {
          child = null;
          unexpectedExits.push(`instance on ${port} exited (${code ?? signal}): ${stderr}`);
        }
      });
      child = started;
      await until(async () => {
        if (child !== started) throw new Error(`instance on ${port} did not start: ${stderr}`);
        return (await fetch(`${url}/api/health/live`).catch(() => null))?.ok === true;
      }, startTimeoutMs);
    },
    /** kill -9 or SIGTERM; resolves once the process is gone. */
    async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await exited;
    },
    health: async () => (await fetch(`${url}/api/health`)).json() as Promise<{ roles: { engine_leader: boolean } }>,
  };
}

/** Debian's nginx as a child process: its own config, pid, logs and temp paths in a temp dir. */
export function nginxInFront(port: number, upstreamPorts: number[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-nginx-'));
  const config = `
daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream platform {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=1s;`).join('\n')}
    keepalive 16;
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_connect_timeout 1s;
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries 3;
    }
  }
}`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  let child: ChildProcess | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    async start(): Promise<void> {
      child = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
      await until(async () => (await fetch(`http://127.0.0.1:${port}/api/health/live`).catch(() => null))?.ok === true, 20_000);
    },
    async stop(): Promise<void> {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
