import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  // Kysely looks for its migration tables in every PostgreSQL schema unless told which one; name it,
  // or runs in sibling schemas (parallel test files) see each other's tables and fail.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
}
