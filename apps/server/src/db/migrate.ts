import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  // Kysely looks for its migration tables in every PostgreSQL schema unless told which one; name it,
  // or runs in sibling schemas (parallel test files) see each other's tables and fail.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  for (let attempt = 1; ; attempt++) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    if (attempt < MIGRATE_ATTEMPTS && droppedMeanwhile(error, schema)) {
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      continue;
    }
    throw error instanceof Error ? error : new Error(JSON.stringify(error));
  }
}

/** Tries of a migration run that a schema dropped elsewhere interrupted (about 4 s of them in all). */
const MIGRATE_ATTEMPTS = 20;

/**
 * Kysely asks whether its migration table exists by listing the tables of every schema on the
 * server (with `pg_get_serial_sequence` per column), so a table or schema another deployment, or
 * another test file, drops at that moment fails the listing ('relation … does not exist'). Such an
 * error about another schema says nothing about ours: the run is tried again.
 */
function droppedMeanwhile(error: unknown, schema: string | undefined): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== '42P01' && code !== '3F000') return false;
  return typeof message === 'string' && (schema === undefined || !message.includes(`"${schema}.`));
}
