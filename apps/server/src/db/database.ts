import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';

// bigint (int8) and numeric columns hold integer money and prices; they always fit in a double.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  databaseSchema?: string | undefined;
  onPoolError?: (error: Error) => void;
  /** Shown in pg_stat_activity, so an operator sees which deployment a connection belongs to. */
  applicationName?: string;
}

export interface OpenDatabase {
  db: Db;
  dialect: Dialect;
}

/** The better-sqlite3 handle behind a SQLite Kysely, for the few hot statements kept prepared. */
const sqliteHandles = new WeakMap<Db, SQLite.Database>();

/**
 * The raw SQLite connection of `db` (undefined on PostgreSQL). Kysely runs every query on this one
 * connection, so a statement run here inside a Kysely transaction belongs to that transaction.
 */
export function sqliteHandle(db: Db): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

export function openDatabase(options: DatabaseOptions): OpenDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.applicationName ? { application_name: options.applicationName } : {}),
      // While the database is away a query fails within 2 s (answered 503) instead of queueing for ever.
      connectionTimeoutMillis: 2000,
      keepAlive: true,
      ...(options.databaseSchema ? { options: `-c search_path=${options.databaseSchema}` } : {}),
    });
    // An idle connection that dies (terminated backend, database restart) is dropped from the pool;
    // without this listener its error would end the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    // A connection that fails while checked out (between two queries of a transaction) emits on
    // the client itself, where the pool listens only while it is idle: listen for good.
    pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'platform.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  sqliteHandles.set(db, sqlite);
  return { db, dialect: 'sqlite' };
}

/** Creates the PostgreSQL schema named in the config if it is missing (tests use one per run). */
export async function ensurePostgresSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } finally {
    await client.end();
  }
}
