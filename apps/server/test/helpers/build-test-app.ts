import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type BuildOptions, type BuiltApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';

/** The dialect this run tests: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const dialectName = testDatabaseUrl ? 'postgres' : 'sqlite';

export interface TestApp extends BuiltApp {
  close(): Promise<void>;
}

/**
 * A fresh server for one test file: its own SQLite file or its own PostgreSQL schema,
 * no market feed and no background jobs unless asked.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
  const schema = testDatabaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    FEED: 'none',
    // A broker with its deposit addresses configured (TRC20 differs from the EVM one BEP20 and ERC20 share).
    WALLET_TRC20: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    WALLET_BEP20: '0x8894e0a0c962cb723c1976a4421c95949be2d4e3',
    WALLET_ERC20: '0x8894e0a0c962cb723c1976a4421c95949be2d4e3',
    ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const built = await buildApp(config, { startBackground: false, ...options });
  return {
    ...built,
    async close() {
      await built.app.close();
      if (testDatabaseUrl && schema) await dropSchema(testDatabaseUrl, schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
