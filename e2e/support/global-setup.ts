import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Starts the real server (built SPA, SQLite in a temp dir, the simulator) once for all browser tests. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Links in mails (password reset, email verification) point at this server.
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      REDIS_URL: '',
      SIGNUP_LIMIT_PER_ADDRESS: '10000',
      LOGIN_LIMIT_PER_ADDRESS: '10000',
      LOGIN_LIMIT_PER_ACCOUNT: '1000',
      WALLET_TRC20: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      WALLET_BEP20: '0x8894e0a0c962cb723c1976a4421c95949be2d4e3',
      WALLET_ERC20: '0x8894e0a0c962cb723c1976a4421c95949be2d4e3',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}
