import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

/** A case-insensitive LIKE pattern with the user's %, _ and \ taken literally. */
export function likePattern(text: string, mode: 'contains' | 'prefix' = 'contains'): string {
  const escaped = text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return mode === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

/** lower(column) LIKE pattern, the same on SQLite and PostgreSQL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's builder
export function columnContains(eb: ExpressionBuilder<any, any>, column: string, text: string): Expression<SqlBool> {
  return eb(sql`lower(${sql.ref(column)})`, 'like', sql`${likePattern(text)} escape '\\'`);
}
