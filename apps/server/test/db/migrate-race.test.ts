import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { testDatabaseUrl } from '../helpers/build-test-app.ts';

describe.skipIf(!testDatabaseUrl)('migrations on a shared PostgreSQL server', () => {
  it('a migration run, when other schemas are dropped while it looks for its own tables, then still completes', async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    const tag = randomBytes(4).toString('hex');
    const others = Array.from({ length: 40 }, (_, i) => `race_${tag}_${i}`);
    for (const other of others)
      await admin.query(`CREATE SCHEMA "${other}"; CREATE TABLE "${other}".t (id serial primary key, a int, b int, c int)`);
    const schema = `race_${tag}_mine`;
    await admin.query(`CREATE SCHEMA "${schema}"`);
    const pool = new pg.Pool({ connectionString: testDatabaseUrl, options: `-c search_path="${schema}"` });
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    try {
      // Another deployment (or test file) tears its schemas down while this one migrates.
      let dropping = true;
      const dropper = (async () => {
        for (const other of others) {
          if (!dropping) break;
          await admin.query(`DROP SCHEMA "${other}" CASCADE`);
        }
      })();
      await expect(migrateToLatest(db, schema)).resolves.toBeUndefined();
      dropping = false;
      await dropper;
      const { rows } = await admin.query(`SELECT count(*)::int AS n FROM "${schema}".kysely_migration`);
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await db.destroy();
      for (const other of [...others, schema]) await admin.query(`DROP SCHEMA IF EXISTS "${other}" CASCADE`);
      await admin.end();
    }
  }, 60_000);
});
