import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.ts';

describe('config', () => {
  it('loadConfig, when nothing is set, then defaults to port 3000 and SQLite under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('loadConfig, when PORT is not a number, then one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT="abc": /);
  });

  it('loadConfig, when DATABASE_URL is not postgres, then names DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
