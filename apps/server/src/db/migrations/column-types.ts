import { type Kysely, type CreateTableBuilder } from 'kysely';

/** Migrations stay dialect-agnostic through these few helpers; they never import app code. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const int64 = 'bigint' as const;
