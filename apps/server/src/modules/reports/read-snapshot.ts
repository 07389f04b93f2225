import type { Db } from '../../db/database.ts';
import type { AppContext } from '../../app-context.ts';

/**
 * Runs several report reads against one snapshot on PostgreSQL (repeatable read), so an entry
 * committed between them cannot make the opening, the sums and the entries disagree. SQLite's
 * single connection is shared with the engine, so there the reads run as they are rather than
 * holding every writer back for the length of a report.
 */
export function readSnapshot<T>(ctx: Pick<AppContext, 'db' | 'dialect'>, read: (db: Db) => Promise<T>): Promise<T> {
  if (ctx.dialect !== 'postgres') return read(ctx.db);
  return ctx.db.transaction().setIsolationLevel('repeatable read').execute(read);
}
