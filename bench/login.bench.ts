// The cost of one login: argon2id at the server's parameters (hash and verify on this machine),
// and POST /api/login end to end through the real app, side by side with GET /api/health.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@platform/server/src/app.ts';
import { loadConfig } from '@platform/server/src/config/config.ts';
import { createPasswordHasher } from '@platform/server/src/modules/auth/password.ts';
import { keepFigures, machine } from './lib/results.ts';

const config = loadConfig({
  ...process.env,
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-login-')),
  LOG_LEVEL: 'silent',
  FEED: 'none',
  LOGIN_LIMIT_PER_ACCOUNT: '100000',
  LOGIN_LIMIT_PER_ADDRESS: '100000',
});
const hasher = createPasswordHasher(config.argon2);
const RUNS = 40;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(label: string, fn: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(samples, 99).toFixed(1).padStart(6)} ms`,
  );
  return percentile(samples, 50);
}

console.log(machine());
const passwordHash = await hasher.hash('Str0ngPass!');
console.log(`argon2id: memoryCost ${config.argon2.memoryCost} KiB, timeCost ${config.argon2.timeCost}, parallelism 1`);
const hashMs = await time('argon2id hash', () => hasher.hash('Str0ngPass!'));
await time('argon2id verify', () => hasher.verify(passwordHash, 'Str0ngPass!'));

const { app } = await buildApp(config, { startBackground: false });
const email = 'bench-login@example.com';
await app.inject({
  method: 'POST',
  url: '/api/signup',
  payload: { name: 'Bench User', email, password: 'Str0ngPass!', password_confirmation: 'Str0ngPass!', account_type: 'demo' },
});
const loginMs = await time('POST /api/login (inject)', () =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Str0ngPass!' } }),
);
const healthMs = await time('GET /api/health (inject, baseline)', () => app.inject({ method: 'GET', url: '/api/health' }));
await app.close();
fs.rmSync(config.dataDir, { recursive: true, force: true });
keepFigures('login', {
  'argon2id hash p50': { value: hashMs, unit: 'ms', better: 'lower' },
  'POST /api/login p50': { value: loginMs, unit: 'ms', better: 'lower', baseline: healthMs },
});
